import { describe, expect, it } from "vitest";
import { formatDateTime } from "~/lib/format";
import { loadPortalTexts } from "~/lib/portal-texts";
import { digestMail, instantMail, threadMail, type Unmailed } from "./mail.server";

const english = await loadPortalTexts("en");

const env = { PUBLIC_URL: "https://fli.example", SESSION_SECRET: "test-secret-test-secret-test-secret-0000" };
const row = (n: number, kind: Unmailed["kind"] = "comment"): Unmailed => ({
  id: `n${n}`,
  userId: "6f1c1a52-8f8e-4c65-9a3e-0b7c8f1d2e3a",
  email: "freelancer@example.com",
  locale: null,
  kind,
  title: kind === "comment" ? "New comment on Website" : "Changes requested on Website",
  body: `Entry ${n}`,
  link: `/dashboard?tab=projects&update=u#update-${n}`,
  createdAt: new Date(Date.UTC(2026, 10, 27, 10, n)),
  thread: "update:u",
});

describe("a thread's mail", () => {
  it("lists every entry, names the count, leads to the newest and unsubscribes from the first kind", () => {
    const mail = threadMail(env, english, [row(1), row(2), row(3, "change-request")]);
    expect(mail.to).toBe("freelancer@example.com");
    expect(mail.subject).toBe("Changes requested on Website (3 new)");
    for (const n of [1, 2, 3]) expect(mail.text).toContain(`Entry ${n}`);
    expect(mail.text).toContain("Open in Fli DESK: https://fli.example/dashboard?tab=projects&update=u#update-3");
    expect(mail.text).toContain("comments, change requests are mailed to you at once");
    expect(mail.headers?.["List-Unsubscribe"]).toMatch(/\/unsubscribe\/[^.]+\.comment\./);
  });
});

describe("every notification mail", () => {
  it("leads to the profile's Notifications section to choose how each kind is mailed (issue 30)", () => {
    const manage = "Manage notification mails: https://fli.example/dashboard/profile/notifications";
    for (const mail of [
      instantMail(env, english, row(1)),
      threadMail(env, english, [row(1), row(2)]),
      digestMail(env, english, [row(1)]),
    ]) {
      expect(mail.text).toContain(manage);
      expect(mail.html).toContain('href="https://fli.example/dashboard/profile/notifications"');
    }
  });
});

describe("a notification mail in the recipient's language", () => {
  it("says its frame in Tamil for a Tamil profile: subject, counts, kinds, button, footer and the times", async () => {
    const tamil = await loadPortalTexts("ta");
    const thread = threadMail(env, tamil, [row(1), row(2, "change-request")]);
    expect(thread.subject).toBe("Changes requested on Website (புதிதாக 2)");
    expect(thread.html).toContain('<html lang="ta"');
    expect(thread.text).toContain("இது பற்றி 2 அறிவிப்புகள் குறுகிய நேரத்தில் வந்தன");
    expect(thread.text).toContain("கருத்துகள், மாற்றக் கோரிக்கைகள்");
    expect(thread.text).toContain("Fli DESK இல் திறக்கவும்");
    expect(thread.text).toContain(formatDateTime(row(1).createdAt, "ta"));
    expect(thread.text).not.toMatch(/Open in|You get this mail|Unsubscribe from|Manage notification/);
    const digest = digestMail(env, tamil, [row(1)]);
    expect(digest.subject).toBe("உங்கள் Fli DESK சுருக்கம்: 1 புதிய அறிவிப்பு");
    expect(digest.text).toContain("நேற்றிலிருந்து நடந்தவை");
    expect(digest.text).toContain("நாளாந்தச் சுருக்கத்தை நிறுத்தவும்");
  });

  it("keeps the English word for word without a chosen language", () => {
    const digest = digestMail(env, english, [row(1), row(2)]);
    expect(digest.subject).toBe("Your Fli DESK digest: 2 new notifications");
    expect(digest.text).toContain("You get this digest because you chose it for comments (your Fli DESK profile).");
    expect(instantMail(env, english, row(1)).text).toContain(
      "You get this mail because comments are mailed to you at once (your Fli DESK profile).",
    );
  });
});
