import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { googleConnections, metricSnapshots, projects } from "#db/schema";
import { RESULTS_MESSAGES } from "~/features/results";
import { QUOTA_WAIT_MS } from "~/features/results/google/import.server";
import { runGoogleImport } from "~/features/results/index.server";
import { figure, type GoogleServer, startGoogleServer } from "../setup/google-server";
import { setUpDatabase, setUpServer, setUpSignedInUsers } from "../setup/hooks";
import { callPortal, loadPortal, portalPost } from "../setup/portal";
import { testContext, testEnv } from "../setup/test-db";

const database = setUpDatabase({ seed: true });
const { cookies } = setUpSignedInUsers(database);
let google: GoogleServer;
const key = randomBytes(32).toString("base64");

beforeAll(async () => {
  google = await startGoogleServer();
});
afterAll(async () => {
  await google.close();
});

const googleVars = () => ({
  GOOGLE_CLIENT_ID: google.clientId,
  GOOGLE_CLIENT_SECRET: google.clientSecret,
  TOKEN_ENCRYPTION_KEY: key,
  GOOGLE_OAUTH_URL: google.url,
  GOOGLE_API_URL: google.url,
});
const env = (overrides: Record<string, string> = {}) => testEnv({ ...googleVars(), ...overrides });
// The built app, to read the pages as a browser gets them (started after the Google stand-in).
const server = setUpServer(database, googleVars);
const context = () => testContext(database, { env: env() });

// 08:30 in Colombo on 28 Nov 2026: yesterday is the 27th, and the first import reaches back to 30 Aug.
const NOW = new Date("2026-11-28T03:00:00Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);
const PROPERTY = "properties/123456";
const SITE = "https://ceylontea.example.lk/";
// A day's rows: 5 GA4 totals, 3 top pages, and 4 Search Console figures for the total, 2 pages and 3 queries.
const ROWS_A_DAY = 5 + 3 + 4 * (1 + 2 + 3);

let id = "";
const page = () => `/dashboard/projects/${id}/google`;

/** A fresh grant for the project ("Connect Google Analytics", Google's consent, the choice of property and site). */
async function connect() {
  const started = await callPortal(portalPost(page(), cookies["FLD-CLNT1"], { intent: "connect" }), context());
  const back = await fetch(new URL(started.location ?? ""), { redirect: "manual" });
  const callback = new URL(back.headers.get("location") ?? "");
  await loadPortal(`${callback.pathname}${callback.search}`, cookies["FLD-CLNT1"], context());
  const chosen = { intent: "choose", propertyId: PROPERTY, siteUrl: SITE };
  expect((await callPortal(portalPost(page(), cookies["FLD-CLNT1"], chosen), context())).data).toMatchObject({
    ok: true,
  });
}

beforeEach(async () => {
  const [project] = await database.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.title, "Ceylon Tea Co. Brand Identity Refresh"));
  id = project?.id ?? "";
  await database.db.delete(metricSnapshots);
  Object.assign(google.state, {
    quotaFailures: 0,
    quotaAfter: 0,
    emptyDays: [],
    pages: ["/", "/shop", "/blog"],
    queries: ["ceylon tea", "buy tea online", "tea gift box"],
  });
  await connect();
  await database.db
    .update(googleConnections)
    .set({
      importedThrough: null,
      retryAfter: null,
      quotaFailures: 0,
      claimedUntil: null,
      lastImportAt: null,
      lastError: null,
      lastErrorAt: null,
    })
    .where(eq(googleConnections.projectId, id));
  google.state.requests.length = 0;
  google.state.log.length = 0;
});

const run = (at = NOW, rowLimit?: number) => runGoogleImport({ db: database.db, env: env(), rowLimit }, at);
const connection = async () =>
  (await database.db.select().from(googleConnections).where(eq(googleConnections.projectId, id)))[0];
const count = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(metricSnapshots))[0]?.n;
const days = async (source: string, metric: string, dimension = "") =>
  (
    await database.db
      .select({ day: metricSnapshots.day, value: metricSnapshots.value })
      .from(metricSnapshots)
      .where(
        and(
          eq(metricSnapshots.source, source),
          eq(metricSnapshots.metric, metric),
          eq(metricSnapshots.dimension, dimension),
        ),
      )
      .orderBy(metricSnapshots.day)
  ).map((r) => [r.day, r.value] as const);
/** A page's HTML as the built app sends it, without React's text separators. */
const pageText = async (path: string, who: string) =>
  (await (await fetch(`${server.url}${path}`, { headers: { Cookie: cookies[who] ?? "" } })).text()).replaceAll(
    "<!-- -->",
    "",
  );
const startDates = () =>
  google.state.requests.map(
    (r) =>
      (r.body as { startDate?: string; dateRanges?: { startDate: string }[] }).startDate ??
      (r.body as { dateRanges: { startDate: string }[] }).dateRanges[0]?.startDate,
  );

describe("the nightly Google import", () => {
  it("a first import stores the 90 days before today (Colombo) in 30-day steps, in the store's shape", async () => {
    expect(await run()).toEqual({ imported: 1, failed: 0 });
    const sessions = await days("ga4", "sessions");
    expect(sessions).toHaveLength(90);
    expect(sessions[0]).toEqual(["2026-08-30", figure(PROPERTY, "sessions", "20260830")]);
    expect(sessions.at(-1)).toEqual(["2026-11-27", figure(PROPERTY, "sessions", "20261127")]);
    expect(await count()).toBe(90 * ROWS_A_DAY);
    expect((await days("ga4", "screenPageViews", "/shop"))[0]).toEqual([
      "2026-08-30",
      figure(PROPERTY, "screenPageViews", "20260830", "/shop"),
    ]);
    expect(await days("search-console", "clicks", "query:ceylon tea")).toHaveLength(90);
    expect(await days("search-console", "position", `page:${SITE}shop`)).toHaveLength(90);
    expect(await days("search-console", "impressions")).toHaveLength(90);
    // Three steps of five requests: GA4 totals and top pages, Search Console totals, pages and queries.
    expect(google.state.requests).toHaveLength(15);
    expect([...new Set(startDates())]).toEqual(["2026-08-30", "2026-09-29", "2026-10-29"]);
    expect(await connection()).toMatchObject({ importedThrough: "2026-11-27", lastError: null, claimedUntil: null });
    expect((await connection())?.lastImportAt?.getTime()).toBe(NOW.getTime());
  });

  it("running twice stores each day once; the next night fetches the new day and the three Google revises", async () => {
    await run();
    const first = await count();
    google.state.requests.length = 0;
    expect(await run()).toEqual({ imported: 0, failed: 0 });
    expect(google.state.requests).toHaveLength(0);
    // Forced back over days already stored: fetched again, stored once.
    await database.db
      .update(googleConnections)
      .set({ importedThrough: "2026-11-01" })
      .where(eq(googleConnections.projectId, id));
    expect(await run()).toEqual({ imported: 1, failed: 0 });
    expect(await count()).toBe(first);
    google.state.requests.length = 0;
    expect(await run(later(24 * 3_600_000))).toEqual({ imported: 1, failed: 0 });
    expect([...new Set(startDates())]).toEqual(["2026-11-26"]);
    expect(await count()).toBe((first ?? 0) + ROWS_A_DAY);
    const twice = await database.db.execute(sql`select 1 from metric_snapshots
      group by source, account, metric, dimension, day having count(*) > 1`);
    expect((twice as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it("a quota refusal stops the run where it was, waits (doubling each time), then fetches only what is missing", async () => {
    google.state.quotaAfter = 5;
    google.state.quotaFailures = 1;
    expect(await run()).toEqual({ imported: 0, failed: 1 });
    let row = await connection();
    expect(row).toMatchObject({ importedThrough: "2026-09-28", quotaFailures: 1, claimedUntil: null });
    expect(row?.retryAfter?.getTime()).toBe(NOW.getTime() + QUOTA_WAIT_MS);
    expect(row?.lastError).toBe("Reading Google Analytics: Google's quota is used up for now");
    expect(await days("ga4", "sessions")).toHaveLength(30);

    google.state.requests.length = 0;
    expect(await run(later(QUOTA_WAIT_MS - 60_000))).toEqual({ imported: 0, failed: 0 });
    expect(google.state.requests).toHaveLength(0);

    google.state.quotaFailures = 1;
    const second = later(QUOTA_WAIT_MS + 60_000);
    expect(await run(second)).toEqual({ imported: 0, failed: 1 });
    row = await connection();
    expect(row?.retryAfter?.getTime()).toBe(second.getTime() + 2 * QUOTA_WAIT_MS);
    expect(row?.quotaFailures).toBe(2);

    google.state.requests.length = 0;
    expect(await run(later(4 * QUOTA_WAIT_MS))).toEqual({ imported: 1, failed: 0 });
    expect(Math.min(...startDates().map((d) => Date.parse(d ?? "")))).toBe(Date.parse("2026-09-29"));
    expect(google.state.requests).toHaveLength(10);
    expect(await days("ga4", "sessions")).toHaveLength(90);
    expect(await count()).toBe(90 * ROWS_A_DAY);
    expect(await connection()).toMatchObject({ quotaFailures: 0, retryAfter: null, lastError: null });
  });

  it("another property or site chosen starts its import again from 90 days back", async () => {
    await run();
    await database.db
      .update(googleConnections)
      .set({ propertyId: "properties/1" })
      .where(eq(googleConnections.projectId, id));
    const chosen = { intent: "choose", propertyId: PROPERTY, siteUrl: SITE };
    await callPortal(portalPost(page(), cookies["FLD-FRLN1"], chosen), context());
    expect((await connection())?.importedThrough).toBeNull();
    google.state.requests.length = 0;
    expect(await run()).toEqual({ imported: 1, failed: 0 });
    expect([...new Set(startDates())]).toEqual(["2026-08-30", "2026-09-29", "2026-10-29"]);
  });

  it("an access token Google no longer accepts (401 UNAUTHENTICATED) is renewed once and the import goes on", async () => {
    google.expireAccessTokens();
    expect(await run()).toEqual({ imported: 1, failed: 0 });
    expect(google.state.log.filter((l) => l === "POST /token refresh_token")).toHaveLength(1);
    expect(await days("ga4", "sessions")).toHaveLength(90);
    expect((await connection())?.lastError).toBeNull();
  });

  it("two processes at once import each connection once", async () => {
    const [a, b] = await Promise.all([run(), run()]);
    expect((a?.imported ?? 0) + (b?.imported ?? 0)).toBe(1);
    expect(google.state.requests).toHaveLength(15);
    expect(await count()).toBe(90 * ROWS_A_DAY);
  });

  it("GA4's (other), (not set) and empty rows name no page; a day without visits is stored as zeros", async () => {
    google.state.pages = ["/", "", "(other)", "(not set)", "/shop"];
    google.state.emptyDays = ["2026-11-20"];
    await run();
    const views = await days("ga4", "screenPageViews");
    expect(views).toHaveLength(90);
    expect(views.find(([day]) => day === "2026-11-20")).toEqual(["2026-11-20", 0]);
    expect(views.find(([day]) => day === "2026-11-21")).toEqual([
      "2026-11-21",
      figure(PROPERTY, "screenPageViews", "20261121"),
    ]);
    const pages = await database.db
      .selectDistinct({ dimension: metricSnapshots.dimension })
      .from(metricSnapshots)
      .where(eq(metricSnapshots.source, "ga4"));
    expect(pages.map((p) => p.dimension).sort()).toEqual(["", "/", "/shop"]);
  });

  it("Search Console is paged with startRow until fewer than rowLimit rows come back", async () => {
    google.state.queries = ["ceylon tea", " Ceylon Tea ", "buy tea online"];
    expect(await run(NOW, 10)).toEqual({ imported: 1, failed: 0 });
    const queryCalls = google.state.requests.filter((r) =>
      (r.body as { dimensions?: string[] }).dimensions?.includes("query"),
    );
    // 30 days of 3 queries is 90 rows a step: 9 full pages of 10 and an empty one that ends it.
    expect(queryCalls.map((r) => (r.body as { startRow: number }).startRow).slice(0, 10)).toEqual([
      0, 10, 20, 30, 40, 50, 60, 70, 80, 90,
    ]);
    expect(queryCalls).toHaveLength(30);
    const queries = await database.db
      .selectDistinct({ dimension: metricSnapshots.dimension })
      .from(metricSnapshots)
      .where(and(eq(metricSnapshots.source, "search-console"), sql`${metricSnapshots.dimension} like 'query:%'`));
    expect(queries.map((q) => q.dimension).sort()).toEqual(["query:buy tea online", "query:ceylon tea"]);
    expect(await days("search-console", "clicks", "query:ceylon tea")).toHaveLength(90);
  });
});

describe("a failed import is shown on the project", () => {
  it("a revoked grant marks the connection failed in words, on the Google page and the project page", async () => {
    const logged: string[] = [];
    const keep = (...args: unknown[]) => logged.push(args.map(String).join(" "));
    const spies = [
      vi.spyOn(console, "error").mockImplementation(keep),
      vi.spyOn(console, "log").mockImplementation(keep),
    ];
    google.revokeAll();
    google.expireAccessTokens();
    expect(await run()).toEqual({ imported: 0, failed: 1 });
    for (const spy of spies) spy.mockRestore();
    const row = await connection();
    expect(row?.lastError).toBe(RESULTS_MESSAGES.grantRevoked);
    expect(row?.lastErrorAt?.getTime()).toBe(NOW.getTime());
    for (const token of google.state.issued) expect(`${logged.join("\n")}${row?.lastError}`).not.toContain(token);

    const googlePage = await loadPortal(page(), cookies["FLD-CLNT1"], context());
    expect(googlePage.data.connection).toMatchObject({
      lastError: RESULTS_MESSAGES.grantRevoked,
      lastErrorAt: NOW.toISOString(),
    });
    for (const who of ["FLD-CLNT1", "FLD-FRLN1", "FLD-ADMIN"]) {
      const shown = await loadPortal(`/dashboard/projects/${id}`, cookies[who], context());
      expect(shown.data.googleImport).toMatchObject({
        lastError: RESULTS_MESSAGES.grantRevoked,
        lastErrorAt: NOW.toISOString(),
      });
      for (const path of [`/dashboard/projects/${id}`, page()]) {
        const html = await pageText(path, who);
        expect(html).toContain(`Last import failed: ${RESULTS_MESSAGES.grantRevoked}`);
        // 03:00 UTC is 08:30 in Colombo.
        expect(html).toContain("28 Nov 2026, 08:30");
        expect(html).toContain("Last successful import: none yet");
      }
    }
  });

  it("an error of the app is recorded without its details and logged without secrets; a good run clears it", async () => {
    const logged: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args) => logged.push(args.map(String).join(" ")));
    // Another key cannot open the stored tokens.
    const broken = await runGoogleImport(
      { db: database.db, env: env({ TOKEN_ENCRYPTION_KEY: randomBytes(32).toString("base64") }) },
      NOW,
    );
    spy.mockRestore();
    expect(broken).toEqual({ imported: 0, failed: 1 });
    expect((await connection())?.lastError).toBe(RESULTS_MESSAGES.importBroke);
    expect(logged.join("\n")).toContain("Google import of project");
    for (const token of google.state.issued) expect(logged.join("\n")).not.toContain(token);

    await database.db.update(googleConnections).set({ retryAfter: null }).where(eq(googleConnections.projectId, id));
    expect(await run(later(60_000))).toEqual({ imported: 1, failed: 0 });
    const shown = await loadPortal(`/dashboard/projects/${id}`, cookies["FLD-CLNT1"], context());
    expect(shown.data.googleImport).toEqual({
      importedThrough: "2026-11-27",
      lastImportAt: later(60_000).toISOString(),
      lastError: null,
      lastErrorAt: null,
    });
    const html = await pageText(`/dashboard/projects/${id}`, "FLD-CLNT1");
    expect(html).not.toContain("Last import failed");
    expect(html).toContain("28 Nov 2026, 08:31");
    expect(html).toContain("27 Nov 2026");
  });
});
