import { describe, expect, it } from "vitest";
import { loadPortalTexts } from "~/lib/portal-texts";
import { auditDetailText } from "./audit-detail-texts";

// The Audit tab's detail column (issue 33): stored codes as labels in the reader's language; ids of people as their
// names; what someone typed, and any key or code not known yet, as stored.
describe("an audit row's detail in words", () => {
  const people = new Map([["0b7c1e2a-1111-4222-8333-444455556666", "Nimal Perera (FLD-FRLN1)"]]);
  const words = async (locale: "en" | "si" | "ta") => ({ m: (await loadPortalTexts(locale)).m, people, locale });

  it("names keys and codes in English", async () => {
    const en = await words("en");
    expect(auditDetailText("lead-status-changed", { status: "closed" }, en)).toBe("Status: Closed");
    expect(auditDetailText("project-status-changed", { from: "pending", to: "in_progress" }, en)).toBe(
      "From: Pending, To: In Progress",
    );
    expect(
      auditDetailText(
        "project-assigned",
        { from: null, to: "0b7c1e2a-1111-4222-8333-444455556666", status: "testing" },
        en,
      ),
    ).toBe("From: —, To: Nimal Perera (FLD-FRLN1), Status: Testing");
    expect(auditDetailText("user-added", { email: "a@b.lk", role: "freelancer" }, en)).toBe(
      "Email: a@b.lk, Role: Freelancer",
    );
    expect(auditDetailText("signed-in", { secondFactor: "recovery code" }, en)).toBe("Second step: Recovery code");
    expect(auditDetailText("ticket-status-changed", { reference: "FLD-T-1", to: "waiting" }, en)).toBe(
      "Reference: FLD-T-1, To: Waiting on client",
    );
    expect(
      auditDetailText("subscription-plan-changed", { from: "Growth SEO (monthly)", to: "Scale SEO (annual)" }, en),
    ).toBe("From: Growth SEO (Monthly), To: Scale SEO (Annual)");
    expect(auditDetailText("post-moved", { from: "draft", to: "in_review" }, en)).toBe("From: Draft, To: In review");
    // A key or code this table does not know yet is shown as stored.
    expect(auditDetailText("lead-status-changed", { status: "archived", shard: 3 }, en)).toBe(
      "Status: archived, shard: 3",
    );
  });

  it("names them in Sinhala and in Tamil, what people typed kept as it is", async () => {
    const si = await words("si");
    expect(auditDetailText("lead-status-changed", { status: "closed" }, si)).toBe("තත්ත්වය: වසා ඇත");
    expect(auditDetailText("payment-refunded", { reason: "Paid twice", confirmed: "by an admin" }, si)).toBe(
      "හේතුව: Paid twice, තහවුරු කළේ: පරිපාලකයෙකු විසින්",
    );
    const ta = await words("ta");
    expect(auditDetailText("user-added", { role: "client" }, ta)).toBe("பங்கு: வாடிக்கையாளர்");
    expect(auditDetailText("project-status-changed", { to: "completed" }, ta)).not.toContain("completed");
  });
});
