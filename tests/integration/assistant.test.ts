import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { projects, users } from "#db/schema";
import { setUpDatabase, setUpSignedInUsers } from "../setup/hooks";
import { callPortal, loadPortal, portalPost } from "../setup/portal";
import { testContext } from "../setup/test-db";

// The assistant box on the dashboard, asked as the demo users, with no AI service configured.
const database = setUpDatabase({ seed: true });
const { cookies } = setUpSignedInUsers(database);

const projectId = async (title: string) =>
  (await database.db.select({ id: projects.id }).from(projects).where(eq(projects.title, title)))[0]?.id ?? "";

type Answer = { ok: boolean; answer?: { source: string; text: string; notice?: string }; message?: string };

/** A question from the box of the project titled `boxTitle`, as `who`: the box posts to /dashboard/assistant. */
async function ask(who: string, boxTitle: string, prompt: string) {
  const fields = { intent: "ask", projectId: await projectId(boxTitle), prompt };
  const answer = await callPortal(portalPost("/dashboard/assistant", cookies[who], fields), testContext(database));
  return { status: answer.status, data: answer.data as Answer };
}

describe("the project assistant", () => {
  it("answers a client's analytics question in the box of a project without a report with their other project's figures", async () => {
    const { status, data } = await ask("FLD-CLNT1", "Ceylon Tea Co. Website Redesign", "How are my analytics looking?");
    expect(status).toBe(200);
    expect(data.answer?.source).toBe("local");
    // No AI service is configured: the box says so once; the answer carries no 'unavailable' notice.
    expect(data.answer?.notice).toBeUndefined();
    expect(data.answer?.text).toContain("Ceylon Tea Co. Website Redesign has no analytics yet");
    expect(data.answer?.text).toMatch(
      /Ceylon Tea Co\. Brand Identity Refresh, report of \d{1,2} \w{3} \d{4}: 18,240 page views, 7,315 unique visitors, a bounce rate of 38\.5%/,
    );
  });

  it("answers about the project the question names, from another project's box", async () => {
    const { data } = await ask("FLD-CLNT1", "Ceylon Tea Co. Website Redesign", "What is next for the SEO campaign?");
    expect(data.answer?.text).toMatch(/^Ceylon Tea Co\. SEO Accelerate Campaign is at 90% \(Testing\) and is due on /);
    expect(data.answer?.text).not.toContain("Website Redesign");
  });

  it("sees only what the portal shows the user: another client's project is not found, nor in the answers", async () => {
    const foreign = await ask("FLD-CLNT2", "Ceylon Tea Co. Website Redesign", "How is it going?");
    expect(foreign).toEqual({ status: 404, data: { ok: false, message: "Project not found" } });
    const { data } = await ask("FLD-CLNT2", "Lanka Surf Retreats Instagram Growth", "Show me the analytics report");
    expect(data.answer?.text).not.toContain("Ceylon Tea");
    expect(data.answer?.text).toContain("None of your projects has an analytics report yet");
  });

  it("answers a freelancer about all their assigned projects and no others", async () => {
    const { data } = await ask("FLD-FRLN2", "Ceylon Tea Co. SEO Accelerate Campaign", "status of all my projects");
    const lines = data.answer?.text.split("\n") ?? [];
    expect(lines.map((l) => l.split(" is at ")[0]).sort()).toEqual([
      "Ceylon Tea Co. SEO Accelerate Campaign",
      "Lanka Surf Retreats Instagram Growth",
    ]);
  });

  it("tells the client's AI Insights page that no AI service is configured", async () => {
    const page = await loadPortal("/dashboard/insights", cookies["FLD-CLNT1"], testContext(database));
    expect(page.status).toBe(200);
    expect(page.url.pathname).toBe("/dashboard/insights");
    expect(page.data).toMatchObject({ user: { role: "client" }, configured: false });
    expect(page.data.tabs).toContain("insights");
  });

  it("answers in the asker's language: a Sinhala client's empty question is refused in Sinhala, a Tamil client's question answered in Tamil", async () => {
    await database.db.update(users).set({ locale: "si" }).where(eq(users.flideskId, "FLD-CLNT1"));
    await database.db.update(users).set({ locale: "ta" }).where(eq(users.flideskId, "FLD-CLNT2"));
    try {
      const empty = await ask("FLD-CLNT1", "Ceylon Tea Co. Website Redesign", "   ");
      expect(empty.status).toBe(400);
      expect(JSON.stringify(empty.data)).toContain("කරුණාකර පළමුව ප්‍රශ්නයක් ටයිප් කරන්න.");
      expect(JSON.stringify(empty.data)).not.toContain("Please type a question first.");
      const foreign = await ask("FLD-CLNT1", "Lanka Surf Retreats Instagram Growth", "How is it going?");
      expect(foreign).toEqual({ status: 404, data: { ok: false, message: "ව්‍යාපෘතිය හමු නොවීය" } });
      // The guidance in Sinhala: the project's title as it is, the status as the client's badge says it.
      const { data } = await ask("FLD-CLNT1", "Ceylon Tea Co. Website Redesign", "What is next for the SEO campaign?");
      expect(data.answer?.text).toMatch(/^Ceylon Tea Co\. SEO Accelerate Campaign: ප්‍රගතිය 90% \(පරීක්ෂා කරමින්\); /);
      expect(data.answer?.text).toContain("ඊළඟට: පරීක්ෂා කිරීම අවසන් කර ව්‍යාපෘතිය නිම කෙරේ.");
      const tamil = await ask("FLD-CLNT2", "Lanka Surf Retreats Instagram Growth", "Show me the analytics report");
      expect(tamil.data.answer?.text).toContain("உங்கள் எந்தத் திட்டத்துக்கும் இன்னும் பகுப்பாய்வு அறிக்கை இல்லை");
      expect(tamil.data.answer?.text).not.toMatch(/[A-Za-z]{4,} (is|has|of) /);
    } finally {
      await database.db.update(users).set({ locale: null }).where(eq(users.flideskId, "FLD-CLNT1"));
      await database.db.update(users).set({ locale: null }).where(eq(users.flideskId, "FLD-CLNT2"));
    }
  });

  it("keeps the English answers word for word for an English client", async () => {
    const empty = await ask("FLD-CLNT1", "Ceylon Tea Co. Website Redesign", "");
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.data)).toContain("Please type a question first.");
  });
});
