// The monthly report (issue 32 item 5) against seeded rows: what it says, the PDF's text as a reader extracts it,
// the job run twice (one report and one mail per active client, through the outbox and a real SMTP server), the
// file swapped on regeneration, "Send again", and who may download which report, over HTTP against the build.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  analyticsReports,
  auditLog,
  googleConnections,
  metaConnections,
  monthlyReports,
  outbox,
  postEvents,
  posts,
  postVariants,
  projects,
  projectUpdates,
  subscriptions,
  users,
} from "#db/schema";
import { findPlan } from "~/features/plans";
import {
  ATTACH_LIMIT_BYTES,
  regenerateReport,
  renderReportPdf,
  reportData,
  reportMail,
  runMonthlyReports,
  sendReportAgain,
} from "~/features/reports/index.server";
import { upsertSnapshots } from "~/features/results/index.server";
import { actorOf } from "~/lib/audit.server";
import type { Database } from "~/lib/db.server";
import { createDiskStorage } from "~/lib/storage.server";
import { m } from "~/paraglide/messages.js";
import { pdfText, skeleton } from "../setup/pdf-text";
import { callPortal, portalPost } from "../setup/portal";
import { startTestServer } from "../setup/server-build";
import { eventually, readableText, startSmtpServer } from "../setup/smtp";
import { createTestDatabase, signedInUsers, testContext, testEnv } from "../setup/test-db";

let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let env: ReturnType<typeof testEnv>;
let cookies: Record<string, string> = {};
const id: Record<string, string> = {};

const MONTH = "2026-10";
// 00:30 on 1 November in Colombo: the first run of the month after.
const FIRST_OF_NOVEMBER = new Date("2026-10-31T19:00:00Z");
const at = (local: string) => new Date(`${local}+05:30`);
const promised = findPlan("Launch")?.postsPerMonth ?? 0;

const services = () => ({
  db: database.db,
  storage: createDiskStorage(`${env.DATA_DIR}/uploads`),
  env: { PUBLIC_URL: server.url },
});

async function user(flideskId: string, role: "client" | "freelancer" | "admin", displayName?: string) {
  const [row] = await database.db
    .insert(users)
    .values({ flideskId, email: `${flideskId.toLowerCase()}@example.lk`, role, displayName })
    .returning({ id: users.id });
  id[flideskId] = row?.id ?? "";
  return row?.id ?? "";
}

async function subscribe(userId: string, status: string) {
  await database.db.insert(subscriptions).values({
    userId,
    plan: "Launch",
    service: "Social Media Management",
    status,
    amount: "25000.00",
    currency: "LKR",
    createdAt: at("2026-08-01T10:00:00"),
  });
}

async function post(clientId: string, title: string, when: string, status: string, platforms: string[]) {
  const [row] = await database.db
    .insert(posts)
    .values({
      clientId,
      title,
      scheduledAt: at(when),
      status: status as "draft",
      publishedUrl: status === "published" ? `https://www.instagram.com/p/${title.length}` : null,
    })
    .returning({ id: posts.id });
  const postId = row?.id ?? "";
  for (const platform of platforms) await database.db.insert(postVariants).values({ postId, platform });
  return postId;
}

async function event(postId: string, to: string, when: string) {
  await database.db
    .insert(postEvents)
    .values({ postId, toStatus: to as "approved", actorName: "Client", at: at(when) });
}

/** Client A's October: three posts out, one awaiting, one draft; approvals; a project at work and one finished. */
async function seedClientA(a: string, admin: string) {
  await post(a, "Tea harvest reel", "2026-10-05T09:00:00", "published", ["Instagram"]);
  const p2 = await post(a, "Estate tour", "2026-10-20T09:00:00", "published", ["Instagram"]);
  const p3 = await post(a, "Gift box offer", "2026-10-12T09:00:00", "published", ["Facebook"]);
  await post(a, "Halloween story", "2026-10-28T09:00:00", "awaiting_client", ["Instagram"]);
  await post(a, "Draft idea", "2026-10-30T09:00:00", "draft", ["Instagram"]);
  await post(a, "September post", "2026-09-15T09:00:00", "published", ["Instagram"]);
  await post(a, "Deepavali greetings", "2026-11-08T09:00:00", "scheduled", ["Instagram", "Facebook"]);
  await post(a, "Year-end sale", "2026-11-25T09:00:00", "approved", ["Facebook"]);
  await event(p2, "approved", "2026-10-02T10:00:00");
  await event(p3, "changes_requested", "2026-10-03T10:00:00");
  await event(p3, "approved", "2026-10-06T10:00:00");
  await event(p3, "approved", "2026-09-28T10:00:00");
  const [site, logo] = await database.db
    .insert(projects)
    .values([
      {
        title: "Website redesign",
        clientId: a,
        status: "in_progress",
        progress: 60,
        createdAt: at("2026-08-02T10:00:00"),
      },
      {
        title: "Logo refresh",
        clientId: a,
        status: "completed",
        progress: 100,
        completedAt: at("2026-10-20T12:00:00"),
        createdAt: at("2026-08-03T10:00:00"),
      },
    ])
    .returning({ id: projects.id });
  const [siteId, logoId] = [site?.id ?? "", logo?.id ?? ""];
  await database.db.insert(projectUpdates).values({
    projectId: siteId,
    updatedBy: admin,
    progress: 60,
    notes: "Home page built",
    createdAt: at("2026-10-10T10:00:00"),
  });
  await database.db.insert(auditLog).values({
    action: "project-status-changed",
    actorId: admin,
    targetType: "project",
    targetId: logoId,
    detail: { from: "testing", to: "completed" },
    at: at("2026-10-20T12:00:00"),
  });
  await database.db.insert(analyticsReports).values([
    {
      projectId: siteId,
      pageViews: 1000,
      uniqueVisitors: 400,
      bounceRate: 50,
      createdBy: admin,
      createdAt: at("2026-09-30T10:00:00"),
    },
    {
      projectId: siteId,
      pageViews: 1200,
      uniqueVisitors: 500,
      bounceRate: 45,
      createdBy: admin,
      createdAt: at("2026-10-31T10:00:00"),
    },
  ]);
}

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
  env = testEnv({ SMTP_URL: smtp.url });
  server = await startTestServer(database, env, undefined, { ownPublicUrl: true });
  const admin = await user("FLD-ADMIN", "admin");
  const a = await user("FLD-CLNTA", "client", "Lanka Tea Co");
  const b = await user("FLD-CLNTB", "client");
  const c = await user("FLD-CLNTC", "client");
  await user("FLD-FRLN1", "freelancer");
  await subscribe(a, "active");
  await subscribe(b, "past_due");
  await subscribe(c, "stopped");
  await seedClientA(a, admin);
  cookies = (await signedInUsers(database)).cookies;
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await database?.close();
});

describe("the report's data", () => {
  it("counts posts against the quota, approvals, best posts, traffic, work and next month", async () => {
    const data = await reportData(database.db, id["FLD-CLNTA"] ?? "", MONTH);
    expect(data.businessName).toBe("Lanka Tea Co");
    expect(data.posts).toEqual({ published: 3, planned: 5, promised, awaiting: 1 });
    expect(data.approvals).toEqual({ firstTime: 1, afterChanges: 1 });
    expect(data.bestPosts.map((p) => p.title)).toEqual(["Estate tour", "Gift box offer"]);
    expect(data.social).toEqual([
      { platform: "Facebook", now: 1, before: 0 },
      { platform: "Instagram", now: 2, before: 1 },
    ]);
    expect(data.traffic).toEqual([
      {
        project: "Website redesign",
        now: { pageViews: 1200, visitors: 500, bounceRate: 45 },
        before: { pageViews: 1000, visitors: 400, bounceRate: 50 },
      },
    ]);
    expect(data.keywords).toEqual([]);
    expect(data.work.updates.map((u) => [u.project, u.progress, u.notes])).toEqual([
      ["Website redesign", 60, "Home page built"],
    ]);
    expect(data.work.statusChanges.map((c) => [c.project, c.from, c.to])).toEqual([
      ["Logo refresh", "testing", "completed"],
    ]);
    expect(data.work.completed).toEqual(["Logo refresh"]);
    expect(data.next.posts.map((p) => p.title)).toEqual(["Deepavali greetings", "Year-end sale"]);
    expect(data.next.inProgress).toEqual([{ title: "Website redesign", progress: 60 }]);
  });

  it("writes every section into the PDF, with page numbers, as a PDF reader extracts it", async () => {
    const data = await reportData(database.db, id["FLD-CLNTA"] ?? "", MONTH);
    const { pages } = await pdfText(await renderReportPdf(data));
    // A long line wraps on the page: compared word by word.
    const text = pages.join(" ").replace(/\s+/g, " ");
    for (const line of [
      "Fli Digital",
      "Monthly report: October 2026",
      "Lanka Tea Co",
      `3 of ${promised} posts published (the plan's quota).`,
      "1 approved the first time.",
      "1 approved after changes.",
      "Chosen as the most recent published post on each platform, until post figures are connected.",
      "Estate tour (Instagram), 20 Oct 2026",
      "Website redesign: 1200 page views (+20% on last month), 500 visitors (+25% on last month), bounce rate 45% (last month 50%)",
      "Instagram: 2 posts published (1 last month)",
      "Keyword movements",
      "No keywords are tracked yet.",
      "Website redesign: 60% done. Home page built",
      "Logo refresh: Testing to Completed",
      "Completed: Logo refresh",
      "2 posts scheduled for November 2026.",
      "In progress: Website redesign, 60% done",
    ])
      expect(text).toContain(line);
    for (const [i, page] of pages.entries()) expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
  });

  it("shows the keyword movements a source gives", async () => {
    const keywords = async () => [{ keyword: "ceylon tea gifts", position: 4, change: 3 }];
    const data = await reportData(database.db, id["FLD-CLNTA"] ?? "", MONTH, keywords);
    const { text } = await pdfText(await renderReportPdf(data));
    expect(text).toContain("ceylon tea gifts: position 4 (up 3)");
    expect(text).not.toContain("No keywords are tracked yet.");
  });
});

describe("the connected services' figures", () => {
  /** Client D's site, connected to Google; its days at the months' edges, a page's row and another site's. */
  async function seedClientD() {
    const d = await user("FLD-CLNTD", "client");
    const [project] = await database.db
      .insert(projects)
      .values({ title: "Shop site", clientId: d, status: "in_progress", progress: 10 })
      .returning({ id: projects.id });
    await database.db.insert(googleConnections).values({
      projectId: project?.id ?? "",
      accessToken: "x",
      refreshToken: "x",
      expiresAt: new Date(),
      propertyId: "properties/77",
      siteUrl: "sc-domain:shop.lk",
    });
    await database.db.insert(metaConnections).values({
      projectId: project?.id ?? "",
      userToken: "x",
      pageId: "page-9",
      instagramId: "ig-9",
    });
    const ga = (day: string, metric: string, value: number) => ({
      source: "ga4" as const,
      account: "properties/77",
      metric,
      day,
      value,
    });
    await upsertSnapshots(database.db, [
      ga("2026-09-30", "sessions", 1000),
      ga("2026-10-01", "sessions", 1200),
      ga("2026-10-31", "sessions", 1300),
      ga("2026-11-01", "sessions", 9999),
      ga("2026-10-15", "screenPageViews", 4000),
      { ...ga("2026-10-15", "screenPageViews", 3000), dimension: "page:/home" },
      { ...ga("2026-10-15", "sessions", 5000), account: "properties/other" },
      { source: "search-console", account: "sc-domain:shop.lk", metric: "clicks", day: "2026-09-10", value: 40 },
      { source: "meta-page", account: "page-9", metric: "page_impressions", day: "2026-10-03", value: 700 },
      { source: "instagram", account: "ig-9", metric: "views", day: "2026-10-04", value: 300 },
      { source: "instagram", account: "ig-9", metric: "follower_count", day: "2026-10-30", value: 120 },
      { source: "instagram", account: "ig-9", metric: "follower_count", day: "2026-10-31", value: 125 },
      { source: "meta-page", account: "page-9", metric: "page_follows", day: "2026-10-31", value: 1000 },
    ]);
    return d;
  }

  it("compares the month's sums with the month before's, from the store, for the client's own accounts only", async () => {
    const data = await reportData(database.db, await seedClientD(), MONTH);
    expect(data.figures.map((f) => [f.label, f.value, f.previous])).toEqual([
      ["Sessions", 2500, 1000],
      ["Page views", 4000, null],
      ["Search clicks", null, 40],
      ["Facebook impressions", 700, null],
      ["Instagram views", 300, null],
      ["Facebook followers", 1000, null],
      ["New Instagram followers", 245, null],
    ]);
    const text = (await pdfText(await renderReportPdf(data))).text.replace(/\s+/g, " ");
    expect(text).toContain("Sessions: 2,500 (+150% on last month)");
    expect(text).toContain("Search clicks: no figures this month (last month 40)");
    expect(text).not.toContain("No website figures were uploaded for this month.");
  });

  it("picks the best posts by the people they reached, from the Meta import's post figures", async () => {
    const idOf = async (title: string) =>
      (await database.db.select({ id: posts.id }).from(posts).where(eq(posts.title, title)))[0]?.id ?? "";
    const [reel, gift] = [await idOf("Tea harvest reel"), await idOf("Gift box offer")];
    const figure = (source: "instagram" | "meta-page", metric: string, postId: string, day: string, value: number) => ({
      source,
      account: "acct",
      metric,
      dimension: `post:${postId}`,
      day,
      value,
    });
    await upsertSnapshots(database.db, [
      // A lifetime figure read on two days: the later one counts.
      figure("instagram", "reach", reel, "2026-10-06", 500),
      figure("instagram", "reach", reel, "2026-10-09", 1800),
      figure("meta-page", "post_impressions_unique", gift, "2026-10-13", 900),
      figure("meta-page", "post_clicks", gift, "2026-10-13", 99999),
    ]);
    const data = await reportData(database.db, id["FLD-CLNTA"] ?? "", MONTH);
    expect(data.bestPosts.map((p) => [p.title, p.reach])).toEqual([
      ["Tea harvest reel", 1800],
      ["Gift box offer", 900],
    ]);
    const text = (await pdfText(await renderReportPdf(data))).text.replace(/\s+/g, " ");
    expect(text).toContain("Chosen by the people each post reached on Facebook and Instagram.");
    expect(text).toContain("Tea harvest reel (Instagram), 5 Oct 2026, reached 1,800 people");
  });

  it("has none for a client with nothing connected", async () => {
    expect((await reportData(database.db, id["FLD-CLNTA"] ?? "", MONTH)).figures).toEqual([]);
  });
});

describe("the monthly job", () => {
  it("makes one report and one mail per client with an active plan, however often it runs", async () => {
    const [first, second] = [
      await runMonthlyReports(services(), FIRST_OF_NOVEMBER),
      await runMonthlyReports(services(), FIRST_OF_NOVEMBER),
    ];
    expect(first).toEqual({ month: MONTH, made: 2, failed: 0 });
    expect(second).toEqual({ month: MONTH, made: 0, failed: 0 });
    const rows = await database.db.select().from(monthlyReports);
    expect(rows.map((r) => r.clientId).sort()).toEqual([id["FLD-CLNTA"], id["FLD-CLNTB"]].sort());
    for (const row of rows) {
      expect(row.storageKey).toMatch(/^reports\/.+\.pdf$/);
      expect(row.bytes).toBeGreaterThan(1000);
      expect(row.sentAt).not.toBeNull();
    }
    const mails = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, "Your monthly report: October 2026"));
    expect(mails.map((m) => m.to).sort()).toEqual(["fld-clnta@example.lk", "fld-clntb@example.lk"]);
  });

  it("mails the report through the outbox and SMTP, attached, with the portal link", async () => {
    const mail = await eventually(() => smtp.received.find((m) => m.to.includes("fld-clnta@example.lk")));
    expect(mail.body).toContain("Subject: Your monthly report: October 2026");
    expect(mail.body).toContain("Content-Type: application/pdf; name=fli-digital-report-2026-10.pdf");
    expect(readableText(mail)).toContain("The report is attached as a PDF.");
    expect(readableText(mail)).toContain(`${server.url}/dashboard/analytics`);
    const base64 = /Content-Disposition: attachment;[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.body)?.[1];
    const attached = Buffer.from(base64 ?? "", "base64");
    expect(attached.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await pdfText(attached)).text).toContain("Monthly report: October 2026");
  });

  it("links a report too large to attach instead, with the portal link", () => {
    const mail = reportMail({ PUBLIC_URL: "https://desk.example" }, "a@example.lk", {
      id: "r1",
      month: MONTH,
      bytes: ATTACH_LIMIT_BYTES + 1,
      businessName: "Lanka Tea Co",
    });
    expect(mail.attachments).toBeUndefined();
    expect(mail.text).toContain("https://desk.example/dashboard/reports/r1");
    expect(mail.text).toContain("https://desk.example/dashboard/analytics");
  });
});

describe("the admin's regenerate and send again", () => {
  const reportOf = async (flideskId: string) => {
    const [row] = await database.db
      .select()
      .from(monthlyReports)
      .where(and(eq(monthlyReports.clientId, id[flideskId] ?? ""), eq(monthlyReports.month, MONTH)));
    if (!row?.storageKey) throw new Error("no report");
    return { ...row, storageKey: row.storageKey };
  };
  const admin = () => actorOf({ id: id["FLD-ADMIN"] ?? "", flideskId: "FLD-ADMIN" }, "127.0.0.1");

  it("replaces the file: the row names the new one, the old one is gone", async () => {
    const before = await reportOf("FLD-CLNTA");
    const storage = services().storage;
    const done = await regenerateReport(services(), { clientId: id["FLD-CLNTA"] ?? "", month: MONTH }, admin());
    expect(done).toEqual({ ok: true, value: { id: before.id } });
    const after = await reportOf("FLD-CLNTA");
    expect(after.storageKey).not.toBe(before.storageKey);
    expect(await storage.get(before.storageKey)).toBeNull();
    const file = await storage.get(after.storageKey);
    expect(file?.contentType).toBe("application/pdf");
    await file?.body.cancel();
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.action, "report-regenerated"));
    expect(audits.map((a) => a.targetId)).toEqual([before.id]);
  });

  it("queues the mail again and audits it", async () => {
    const report = await reportOf("FLD-CLNTB");
    expect(await sendReportAgain(services(), report.id, admin())).toEqual({ ok: true, value: { id: report.id } });
    const mails = await database.db.select().from(outbox).where(eq(outbox.to, "fld-clntb@example.lk"));
    expect(mails).toHaveLength(2);
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.action, "report-resent"));
    expect(audits.map((a) => a.targetId)).toEqual([report.id]);
  });
});

describe("downloads", () => {
  const download = (who: string | null, reportId: string) =>
    fetch(`${server.url}/dashboard/reports/${reportId}`, {
      headers: who ? { Cookie: cookies[who] ?? "" } : {},
      redirect: "manual",
    });
  const reportIdOf = async (flideskId: string) =>
    (
      await database.db
        .select()
        .from(monthlyReports)
        .where(eq(monthlyReports.clientId, id[flideskId] ?? ""))
    )[0]?.id ?? "";

  it("gives a client their own report and an admin any; another client 404, a freelancer 403", async () => {
    const a = await reportIdOf("FLD-CLNTA");
    const own = await download("FLD-CLNTA", a);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("content-disposition")).toBe('attachment; filename="fli-digital-report-2026-10.pdf"');
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect((await pdfText(new Uint8Array(await own.arrayBuffer()))).text).toContain("Lanka Tea Co");
    const byAdmin = await download("FLD-ADMIN", a);
    expect(byAdmin.status).toBe(200);
    await byAdmin.arrayBuffer();
    expect((await download("FLD-CLNTB", a)).status).toBe(404);
    expect((await download("FLD-FRLN1", a)).status).toBe(403);
    expect((await download("FLD-CLNTA", "not-a-report")).status).toBe(404);
    const signedOut = await download(null, a);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toContain("/dashboard/auth");
  });
});

describe("a report in its owner's language", () => {
  const admin = () => actorOf({ id: id["FLD-ADMIN"] ?? "", flideskId: "FLD-ADMIN" }, "127.0.0.1");
  const reportOf = async (flideskId: string) =>
    (
      await database.db
        .select()
        .from(monthlyReports)
        .where(and(eq(monthlyReports.clientId, id[flideskId] ?? ""), eq(monthlyReports.month, MONTH)))
    )[0]?.id ?? "";
  const textOf = async (who: string, reportId: string) => {
    const res = await fetch(`${server.url}/dashboard/reports/${reportId}`, {
      headers: { Cookie: cookies[who] ?? "" },
      redirect: "manual",
    });
    expect(res.status).toBe(200);
    return (await pdfText(new Uint8Array(await res.arrayBuffer()))).text;
  };

  it("is made in the client's profile language, for the client's download and the admin's alike", async () => {
    const clientId = id["FLD-CLNTB"] ?? "";
    const reportId = await reportOf("FLD-CLNTB");
    try {
      await database.db.update(users).set({ locale: "ta" }).where(eq(users.id, clientId));
      expect(await regenerateReport(services(), { clientId, month: MONTH }, admin())).toEqual({
        ok: true,
        value: { id: reportId },
      });
      for (const who of ["FLD-CLNTB", "FLD-ADMIN"]) {
        const text = await textOf(who, reportId);
        for (const words of [
          m.pdf_report_title({ month: "" }, { locale: "ta" }),
          m.pdf_report_posts_title({}, { locale: "ta" }),
          m.pdf_report_next_title({}, { locale: "ta" }),
        ])
          expect(skeleton(text), words).toContain(skeleton(words));
        expect(text).not.toMatch(/Monthly report|Posts delivered|Page 1 of/);
      }
    } finally {
      await database.db.update(users).set({ locale: null }).where(eq(users.id, clientId));
      await regenerateReport(services(), { clientId, month: MONTH }, admin());
    }
    expect(await textOf("FLD-CLNTB", reportId)).toContain("Monthly report: October 2026");
  });
});

describe("the admin's Reports area", () => {
  const post = (who: string, fields: Record<string, string>) =>
    callPortal(portalPost("/dashboard/admin/reports", cookies[who], fields), testContext(database, { env }));
  const reportIdOf = async (flideskId: string) =>
    (
      await database.db
        .select()
        .from(monthlyReports)
        .where(eq(monthlyReports.clientId, id[flideskId] ?? ""))
    )[0]?.id ?? "";

  it("lists the month's clients and sends a report again for an admin only; bad input is a 400", async () => {
    const page = await callPortal(
      new Request(`http://localhost:3000/dashboard/admin/reports?month=${MONTH}`, {
        headers: { Cookie: cookies["FLD-ADMIN"] ?? "" },
      }),
      testContext(database, { env }),
    );
    expect(page.status).toBe(200);
    expect(page.data.rows.map((r: { deskId: string }) => r.deskId).sort()).toEqual(["FLD-CLNTA", "FLD-CLNTB"]);
    const reportId = await reportIdOf("FLD-CLNTA");
    const before = (await database.db.select().from(outbox).where(eq(outbox.to, "fld-clnta@example.lk"))).length;
    expect((await post("FLD-FRLN1", { intent: "resend", reportId })).status).toBe(403);
    expect((await post("FLD-CLNTA", { intent: "resend", reportId })).status).toBe(403);
    expect((await post("FLD-ADMIN", { intent: "resend", reportId: "nope" })).status).toBe(400);
    const sent = await post("FLD-ADMIN", { intent: "resend", reportId });
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ ok: true, message: "The report was queued to be mailed again." });
    const after = (await database.db.select().from(outbox).where(eq(outbox.to, "fld-clnta@example.lk"))).length;
    expect(after).toBe(before + 1);
  });

  it("refuses in the reader's language: a Sinhala admin's unknown report, a Tamil freelancer's download", async () => {
    const setLocale = (deskId: string, locale: "si" | "ta" | null) =>
      database.db
        .update(users)
        .set({ locale })
        .where(eq(users.id, id[deskId] ?? ""));
    await setLocale("FLD-ADMIN", "si");
    await setLocale("FLD-FRLN1", "ta");
    try {
      const bad = await post("FLD-ADMIN", { intent: "resend", reportId: "nope" });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.data)).toContain("එවැනි වාර්තාවක් නැත.");
      const month = await post("FLD-ADMIN", {
        intent: "regenerate",
        clientId: id["FLD-CLNTA"] ?? "",
        month: "2026-13",
      });
      expect(month.status).toBe(400);
      expect(JSON.stringify(month.data)).toContain("YYYY-MM ලෙස මාසයක් තෝරන්න.");
      const sent = await post("FLD-ADMIN", { intent: "resend", reportId: await reportIdOf("FLD-CLNTA") });
      expect(sent.data).toMatchObject({ ok: true, message: "වාර්තාව නැවත තැපැල් කිරීමට පෙළගස්වා ඇත." });
      const download = await fetch(`${server.url}/dashboard/reports/${await reportIdOf("FLD-CLNTA")}`, {
        headers: { Cookie: cookies["FLD-FRLN1"] ?? "" },
        redirect: "manual",
      });
      expect(download.status).toBe(403);
      expect(await download.text()).toBe("மாதாந்திர அறிக்கைகள் வாடிக்கையாளர்களுக்கும் நிர்வாகிகளுக்கும் மட்டுமே.");
    } finally {
      await setLocale("FLD-ADMIN", null);
      await setLocale("FLD-FRLN1", null);
    }
  });
});
