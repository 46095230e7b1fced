// Keyword tracking for SEO plans (issue 32 item 3, decision 46) on both databases: the plan's count (Essential 20,
// Accelerate 50, Dominate unlimited, none without an SEO plan), duplicates and bad input refused in words, who may
// keep and who may see a client's keywords, the positions and moves derived from Search Console's rows in the
// store (gaps included), the monthly report's keyword lines, and the Analytics page's time with 50 keywords × 90 days.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  googleConnections,
  monthlyReports,
  projects,
  subscriptions,
  trackedKeywords,
  users,
} from "#db/schema";
import { renderReportPdf, reportData, reportMonthFor } from "~/features/reports/index.server";
import { addKeyword, keywordMovements, keywordTexts, upsertSnapshots } from "~/features/results/index.server";
import { actorOf } from "~/lib/audit.server";
import { addDays, colomboDayKey } from "~/lib/colombo-month";
import { loadPortalTexts } from "~/lib/portal-texts";
import { startMonthlyReports } from "../../server/monthly-reports";
import { setUpDatabase } from "../setup/hooks";
import { pdfText } from "../setup/pdf-text";
import { callPortal, portalPost } from "../setup/portal";
import { contextOf, signedInUsers, testContext, testServices } from "../setup/test-db";

const database = setUpDatabase({ seed: true });
const ids: Record<string, string> = {};
const cookies: Record<string, string> = {};
const project: Record<string, string> = {};

const TODAY = colomboDayKey(new Date());
const ago = (days: number) => addDays(TODAY, -days);
const LIMIT_TEXT = "Your Essential plan tracks up to 20 keywords. Remove one to add another.";

async function client(deskId: string, plan: string | null, freelancer: string | null) {
  const [row] = await database.db
    .insert(users)
    .values({ flideskId: deskId, email: `${deskId.toLowerCase()}@example.lk`, role: "client", displayName: deskId })
    .returning({ id: users.id });
  const clientId = row?.id ?? "";
  if (plan)
    await database.db.insert(subscriptions).values({
      userId: clientId,
      plan,
      service: plan.includes("+") ? "Social Media + SEO" : "SEO",
      status: "active",
      // Since well before the months the tests report on: a report covers a month the plan was running in.
      createdAt: new Date(Date.now() - 120 * 86_400_000),
      amount: "35000.00",
      currency: "LKR",
    });
  const [made] = await database.db
    .insert(projects)
    .values({ title: `${deskId} SEO`, clientId, assignedFreelancerId: freelancer ? ids[freelancer] : null })
    .returning({ id: projects.id });
  project[deskId] = made?.id ?? "";
  return clientId;
}

/** The project's Search Console site, as a finished Google connection records it. */
async function connectSite(projectId: string, siteUrl: string) {
  await database.db.insert(googleConnections).values({
    projectId,
    accessToken: "x",
    refreshToken: "x",
    expiresAt: new Date(Date.now() + 3600_000),
    siteUrl,
  });
}

/** A query's figures on one day, as the Search Console import stores them. */
const figures = (site: string, query: string, day: string, position: number, clicks = 0, impressions = 0) =>
  (
    [
      ["position", position],
      ["clicks", clicks],
      ["impressions", impressions],
    ] as const
  ).map(([metric, value]) => ({
    source: "search-console" as const,
    account: site,
    metric,
    dimension: `query:${query}`,
    day,
    value,
  }));

const keywordsPage = (deskId: string) => `/dashboard/projects/${project[deskId]}/keywords`;
const add = (deskId: string, as: string, keyword: string) =>
  callPortal(portalPost(keywordsPage(deskId), cookies[as], { intent: "add-keyword", keyword }), testContext(database));
const get = (url: string, as: string) =>
  callPortal(
    new Request(new URL(url, "http://localhost:3000"), { headers: { Cookie: cookies[as] ?? "" } }),
    testContext(database),
  );
const countOf = async (deskId: string) =>
  (
    await database.db
      .select()
      .from(trackedKeywords)
      .where(eq(trackedKeywords.clientId, ids[deskId] ?? ""))
  ).length;
/** The text of the Dominate client's stored report of `month`, as a PDF reader extracts it. */
async function storedReportText(services: ReturnType<typeof testServices>, month: string) {
  const [report] = await database.db
    .select({ key: monthlyReports.storageKey })
    .from(monthlyReports)
    .where(and(eq(monthlyReports.clientId, ids["FLD-DOMIN"] ?? ""), eq(monthlyReports.month, month)));
  const file = await services.storage.get(report?.key ?? "");
  const bytes = new Uint8Array(await new Response(file?.body).arrayBuffer());
  return (await pdfText(bytes)).text.replace(/\s+/g, " ");
}
const admin = () => actorOf({ id: ids["FLD-ADMIN"] ?? "", flideskId: "FLD-ADMIN" }, "127.0.0.1");
const english = async () => keywordTexts((await loadPortalTexts("en")).m);

describe("keyword tracking", () => {
  it("sets up clients on each SEO plan", async () => {
    Object.assign(ids, (await signedInUsers(database)).ids);
    const [frln3] = await database.db
      .insert(users)
      .values({ flideskId: "FLD-FRLN3", email: "frln3@example.lk", role: "freelancer" })
      .returning({ id: users.id });
    ids["FLD-FRLN3"] = frln3?.id ?? "";
    ids["FLD-ESSEN"] = await client("FLD-ESSEN", "Essential", "FLD-FRLN1");
    ids["FLD-ACCEL"] = await client("FLD-ACCEL", "Accelerate", "FLD-FRLN1");
    ids["FLD-DOMIN"] = await client("FLD-DOMIN", "Growth + Dominate", null);
    ids["FLD-NOSEO"] = await client("FLD-NOSEO", "Growth", "FLD-FRLN1");
    Object.assign(cookies, (await signedInUsers(database)).cookies);
  });

  describe("the plan's count", () => {
    it("takes 20 on Essential and refuses the 21st with the plan and the number, saving nothing", async () => {
      for (let i = 1; i <= 20; i++) expect((await add("FLD-ESSEN", "FLD-FRLN1", `tea shop ${i}`)).data.ok).toBe(true);
      const refused = await add("FLD-ESSEN", "FLD-FRLN1", "tea shop 21");
      expect(refused.status).toBe(409);
      expect(refused.data).toMatchObject({ ok: false, message: LIMIT_TEXT });
      expect(await countOf("FLD-ESSEN")).toBe(20);
    });

    it("takes another once one is removed", async () => {
      const [first] = await database.db
        .select({ id: trackedKeywords.id })
        .from(trackedKeywords)
        .where(
          and(eq(trackedKeywords.clientId, ids["FLD-ESSEN"] ?? ""), eq(trackedKeywords.normalized, "tea shop 20")),
        );
      const removed = await callPortal(
        portalPost(keywordsPage("FLD-ESSEN"), cookies["FLD-FRLN1"], {
          intent: "remove-keyword",
          keywordId: first?.id ?? "",
        }),
        testContext(database),
      );
      expect(removed.data).toMatchObject({ ok: true, message: "Keyword removed." });
      expect((await add("FLD-ESSEN", "FLD-FRLN1", "Ceylon  Tea   Gifts ")).data.ok).toBe(true);
      expect(await countOf("FLD-ESSEN")).toBe(20);
    });

    it("takes 50 on Accelerate and refuses the 51st", async () => {
      for (let i = 1; i <= 50; i++)
        await addKeyword(database.db, ids["FLD-ACCEL"] ?? "", `surf lesson ${i}`, admin(), await english());
      const refused = await add("FLD-ACCEL", "FLD-ADMIN", "surf lesson 51");
      expect(refused.status).toBe(409);
      expect(refused.data.message).toBe("Your Accelerate plan tracks up to 50 keywords. Remove one to add another.");
      expect(await countOf("FLD-ACCEL")).toBe(50);
    });

    it("takes 60 on Dominate (here the SEO half of a bundle): no limit", async () => {
      for (let i = 1; i < 60; i++)
        await addKeyword(database.db, ids["FLD-DOMIN"] ?? "", `villa ${i}`, admin(), await english());
      expect((await add("FLD-DOMIN", "FLD-ADMIN", "villa 60")).data.ok).toBe(true);
      expect(await countOf("FLD-DOMIN")).toBe(60);
    });

    it("refuses any keyword for a client without an active SEO plan, and says so", async () => {
      const refused = await add("FLD-NOSEO", "FLD-FRLN1", "tea");
      expect(refused.status).toBe(409);
      expect(refused.data.message).toBe(
        "This client has no active SEO plan, so no keywords can be tracked. Keywords come with an SEO plan.",
      );
      expect(await countOf("FLD-NOSEO")).toBe(0);
    });
  });

  describe("the keyword's text", () => {
    it("refuses a duplicate in words, however it is spaced or cased", async () => {
      const refused = await add("FLD-DOMIN", "FLD-ADMIN", "  VILLA   7 ");
      expect(refused.status).toBe(409);
      expect(refused.data.message).toBe('"VILLA 7" is already tracked for this client.');
      expect(await countOf("FLD-DOMIN")).toBe(60);
    });

    it("refuses an empty keyword and one over 100 characters with a 400 and a message", async () => {
      for (const [keyword, message] of [
        ["   ", "Enter a keyword to track."],
        ["k".repeat(101), "A keyword is at most 100 characters."],
      ]) {
        const refused = await add("FLD-DOMIN", "FLD-ADMIN", keyword ?? "");
        expect(refused.status).toBe(400);
        expect(refused.data.message).toBe(message);
      }
      expect((await add("FLD-DOMIN", "FLD-ADMIN", "k".repeat(100))).data.ok).toBe(true);
    });

    it("answers in the language of the poster's profile: Sinhala refusals for a Sinhala admin (decision 49)", async () => {
      await database.db.update(users).set({ locale: "si" }).where(eq(users.flideskId, "FLD-ADMIN"));
      try {
        const blank = await add("FLD-DOMIN", "FLD-ADMIN", "   ");
        expect(blank.status).toBe(400);
        expect(blank.data.message).toBe("ලුහුබැඳීමට මූල පදයක් ඇතුළත් කරන්න.");
        const over = await add("FLD-ACCEL", "FLD-ADMIN", "surf lesson 52");
        expect(over.status).toBe(409);
        expect(over.data.message).toBe("ඔබේ Accelerate සැලසුම මූල පද 50ක් දක්වා ලුහුබඳියි. තවත් එකක් එක් කිරීමට එකක් ඉවත් කරන්න.");
        const duplicate = await add("FLD-DOMIN", "FLD-ADMIN", "villa 7");
        expect(duplicate.data.message).toBe("“villa 7” මෙම සේවාදායකයා සඳහා දැනටමත් ලුහුබඳියි.");
      } finally {
        await database.db.update(users).set({ locale: null }).where(eq(users.flideskId, "FLD-ADMIN"));
      }
    });

    it("keeps the text as typed for display and the normalised text for matching, audited", async () => {
      const [row] = await database.db
        .select()
        .from(trackedKeywords)
        .where(
          and(eq(trackedKeywords.clientId, ids["FLD-ESSEN"] ?? ""), eq(trackedKeywords.normalized, "ceylon tea gifts")),
        );
      expect(row).toMatchObject({ text: "Ceylon Tea Gifts", addedBy: ids["FLD-FRLN1"] });
      const audit = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "keyword-added"), eq(auditLog.targetId, ids["FLD-ESSEN"] ?? "")));
      expect(audit.map((a) => a.detail.keyword)).toContain("Ceylon Tea Gifts");
      const removed = await database.db.select().from(auditLog).where(eq(auditLog.action, "keyword-removed"));
      expect(removed.map((a) => [a.actorDeskId, a.detail.keyword])).toEqual([["FLD-FRLN1", "tea shop 20"]]);
    });
  });

  describe("who may keep and see a client's keywords", () => {
    it("refuses the client (403), another freelancer (404) and a freelancer of another project (404)", async () => {
      expect((await add("FLD-ESSEN", "FLD-ESSEN", "mine")).status).toBe(403);
      expect((await add("FLD-ESSEN", "FLD-FRLN3", "theirs")).status).toBe(404);
      expect((await add("FLD-ESSEN", "FLD-FRLN2", "theirs")).status).toBe(404);
      expect((await get(keywordsPage("FLD-ESSEN"), "FLD-ESSEN")).status).toBe(403);
      expect((await get(keywordsPage("FLD-ESSEN"), "FLD-FRLN3")).status).toBe(404);
      expect((await get(keywordsPage("FLD-ESSEN"), "FLD-FRLN1")).status).toBe(200);
      expect((await get(keywordsPage("FLD-ESSEN"), "FLD-ADMIN")).status).toBe(200);
      expect(await countOf("FLD-ESSEN")).toBe(20);
    });

    it("shows a keyword's history to its client, their project's freelancer and admins only", async () => {
      const [keyword] = await database.db
        .select({ id: trackedKeywords.id })
        .from(trackedKeywords)
        .where(eq(trackedKeywords.clientId, ids["FLD-ESSEN"] ?? ""))
        .limit(1);
      const page = `/dashboard/analytics/keywords/${keyword?.id}`;
      for (const [who, status] of [
        ["FLD-ESSEN", 200],
        ["FLD-FRLN1", 200],
        ["FLD-ADMIN", 200],
        ["FLD-ACCEL", 404],
        ["FLD-CLNT1", 404],
        ["FLD-FRLN3", 404],
        ["FLD-FRLN2", 404],
      ] as const)
        expect([who, (await get(page, who)).status]).toEqual([who, status]);
      expect((await get("/dashboard/analytics/keywords/not-an-id", "FLD-ADMIN")).status).toBe(404);
    });

    it("lists on a client's Analytics their own keywords only", async () => {
      const answer = await get("/dashboard/analytics", "FLD-ACCEL");
      expect(answer.status).toBe(200);
      const texts: string[] = answer.data.keywords.rows.map((r: { text: string }) => r.text);
      expect(texts).toHaveLength(50);
      expect(texts.every((t) => t.startsWith("surf lesson"))).toBe(true);
    });
  });

  describe("positions from Search Console", () => {
    it("shows position now, moves over 7 and 30 days, and 30 days' clicks and impressions; gaps and no data", async () => {
      await connectSite(project["FLD-ESSEN"] ?? "", "sc-domain:essen.lk");
      // The client's other site ranks the same query worse: the best position of the day counts, figures add up.
      const [other] = await database.db
        .insert(projects)
        .values({ title: "Second site", clientId: ids["FLD-ESSEN"] ?? "" })
        .returning({ id: projects.id });
      await connectSite(other?.id ?? "", "https://essen.example/");
      // Another client's site with the same query: never counted for this client.
      await connectSite(project["FLD-ACCEL"] ?? "", "sc-domain:accel.lk");
      await upsertSnapshots(database.db, [
        ...figures("sc-domain:essen.lk", "ceylon tea gifts", ago(31), 12, 1, 10),
        ...figures("sc-domain:essen.lk", "ceylon tea gifts", ago(7), 8, 2, 20),
        ...figures("sc-domain:essen.lk", "ceylon tea gifts", ago(0), 4, 3, 30),
        ...figures("https://essen.example/", "ceylon tea gifts", ago(0), 9, 1, 5),
        ...figures("sc-domain:accel.lk", "ceylon tea gifts", ago(0), 1, 99, 999),
        // With gaps: nothing in the last 4 days, nothing between 9 and 40 days before that.
        ...figures("sc-domain:essen.lk", "tea shop 1", ago(50), 30),
        ...figures("sc-domain:essen.lk", "tea shop 1", ago(13), 11, 0, 4),
        ...figures("sc-domain:essen.lk", "tea shop 1", ago(4), 6.44, 1, 8),
      ]);
      const answer = await get("/dashboard/analytics", "FLD-ESSEN");
      const rows: Record<string, unknown>[] = answer.data.keywords.rows;
      const row = (text: string) => rows.find((r) => r.text === text);
      expect(row("Ceylon Tea Gifts")).toMatchObject({
        position: 4,
        positionDay: TODAY,
        change7: 4,
        change30: 8,
        clicks30: 6,
        impressions30: 55,
      });
      expect(row("tea shop 1")).toMatchObject({
        position: 6.4,
        positionDay: ago(4),
        change7: 4.6,
        change30: 23.6,
        clicks30: 1,
        impressions30: 12,
      });
      expect(row("tea shop 2")).toMatchObject({ position: null, change7: null, change30: null, clicks30: 0 });
    });

    it("gives a keyword's 90 days for its chart and the days with figures for its table", async () => {
      const [keyword] = await database.db
        .select({ id: trackedKeywords.id })
        .from(trackedKeywords)
        .where(eq(trackedKeywords.normalized, "ceylon tea gifts"));
      const answer = await get(`/dashboard/analytics/keywords/${keyword?.id}`, "FLD-ESSEN");
      expect(answer.data.span).toHaveLength(90);
      expect(answer.data.span.at(-1)).toMatchObject({ day: TODAY, position: 4 });
      expect(answer.data.span.filter((d: { position: number | null }) => d.position !== null)).toHaveLength(3);
      expect(answer.data.recorded.map((d: { day: string }) => d.day)).toEqual([ago(0), ago(7), ago(31)]);
    });
  });

  describe("the monthly report", () => {
    it("gives each tracked keyword's position at the month's end and its move since the month before", async () => {
      const month = reportMonthFor(new Date());
      const previousEnd = addDays(`${month}-01`, -1);
      const monthEnd = addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);
      await connectSite(project["FLD-DOMIN"] ?? "", "sc-domain:domin.lk");
      await upsertSnapshots(database.db, [
        ...figures("sc-domain:domin.lk", "villa 7", addDays(previousEnd, -2), 9),
        ...figures("sc-domain:domin.lk", "villa 7", addDays(monthEnd, -1), 4),
        ...figures("sc-domain:domin.lk", "villa 8", monthEnd, 15),
      ]);
      const movements = await keywordMovements(database.db)(ids["FLD-DOMIN"] ?? "", month);
      const of = (keyword: string) => movements.find((m) => m.keyword === keyword);
      expect(of("villa 7")).toEqual({ keyword: "villa 7", position: 4, change: 5 });
      expect(of("villa 8")).toEqual({ keyword: "villa 8", position: 15, change: null });
      expect(of("villa 9")).toEqual({ keyword: "villa 9", position: null, change: null });

      const data = await reportData(database.db, ids["FLD-DOMIN"] ?? "", month, keywordMovements(database.db));
      const { text } = await pdfText(await renderReportPdf(data));
      const flat = text.replace(/\s+/g, " ");
      expect(flat).toContain("villa 7: position 4 (up 5)");
      expect(flat).toContain("villa 8: position 15");
      expect(flat).not.toContain("No keywords are tracked yet.");
    });

    it("is what the monthly job, as the server starts it, writes into the stored report", async () => {
      const month = reportMonthFor(new Date());
      const services = testServices(database);
      // The job runs once at start (the month before today's), then hourly: stopped once that run is over.
      const job = startMonthlyReports({ db: database.db, storage: services.storage, env: services.env });
      await job.stop();
      expect(await storedReportText(services, month)).toContain("villa 7: position 4 (up 5)");
    });

    it("is what the admin's Regenerate writes into the stored report", async () => {
      const month = reportMonthFor(new Date());
      const services = testServices(database);
      const made = await callPortal(
        portalPost("/dashboard/admin/reports", cookies["FLD-ADMIN"], {
          intent: "regenerate",
          clientId: ids["FLD-DOMIN"] ?? "",
          month,
        }),
        contextOf(services),
      );
      expect(made.data).toMatchObject({ ok: true });
      expect(await storedReportText(services, month)).toContain("villa 7: position 4 (up 5)");
    });
  });
});
