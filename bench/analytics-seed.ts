// The figures bench/analytics.ts writes: FLD-CLNT1's two projects connected to Google, 180 days of every day
// total the imports write, and 50 search queries a day on the SEO project's site.
import { eq } from "drizzle-orm";
import { type Snapshot, upsertSnapshots } from "../app/features/results/index.server";
import { addDays, colomboDayKey } from "../app/lib/colombo-month";
import type { Db } from "../app/lib/db.server";
import { googleConnections, metaConnections, projects, trackedKeywords, users } from "../db/schema";
import { seedDemoData } from "../db/seed";

export const DAYS = 180;
export const QUERIES = 50;

/** One project's accounts' day totals over DAYS days, with a weekly rhythm so the lines are not flat. */
function projectFigures(n: number, property: string, site: string, withQueries: boolean) {
  const rows: Snapshot[] = [];
  const today = colomboDayKey(new Date());
  for (let i = 1; i <= DAYS; i++) {
    const day = addDays(today, -i);
    const w = 1 + 0.3 * Math.sin(i / 1.1) + n * 0.2;
    const put = (source: Snapshot["source"], account: string, figures: Record<string, number>, dimension = "") => {
      for (const [metric, value] of Object.entries(figures))
        rows.push({ source, account, metric, dimension, day, value });
    };
    put("ga4", property, {
      sessions: Math.round(400 * w),
      totalUsers: Math.round(310 * w),
      screenPageViews: Math.round(1200 * w),
      bounceRate: 0.42,
      averageSessionDuration: 96,
    });
    put("search-console", site, {
      clicks: Math.round(80 * w),
      impressions: Math.round(2400 * w),
      ctr: 0.033,
      position: 11.4,
    });
    put("meta-page", `fb-page-${n}`, {
      page_impressions_unique: Math.round(900 * w),
      page_impressions: Math.round(1500 * w),
      page_post_engagements: Math.round(70 * w),
      page_follows: 5000 + DAYS - i,
    });
    put("instagram", `ig-${n}`, {
      reach: Math.round(700 * w),
      views: Math.round(2100 * w),
      total_interactions: Math.round(90 * w),
      follower_count: 6,
    });
    if (i % 7 === 0)
      put("manual", `project-${n}`, { pageViews: Math.round(8000 * w), uniqueVisitors: Math.round(2100 * w) });
    if (!withQueries) continue;
    for (let q = 0; q < QUERIES; q++) {
      put(
        "search-console",
        site,
        { clicks: q % 9, impressions: 40 + q, ctr: 0.02, position: 3 + (q % 20) },
        `query:ceylon tea ${q}`,
      );
    }
  }
  return rows;
}

/**
 * FLD-CLNT1's first two projects connected to Google and Meta, their figures in the store, and the client's tracked
 * keywords; answers the rows written.
 */
export async function seedFigures(db: Db) {
  await seedDemoData(db);
  const [client] = await db.select({ id: users.id }).from(users).where(eq(users.flideskId, "FLD-CLNT1"));
  if (!client) throw new Error("no demo client");
  const mine = await db.select({ id: projects.id }).from(projects).where(eq(projects.clientId, client.id)).limit(2);
  let written = 0;
  for (const [n, project] of mine.entries()) {
    const [property, site] = [`properties/90000${n}`, `https://bench-${n}.example/`];
    await db.insert(googleConnections).values({
      projectId: project.id,
      accessToken: "bench",
      refreshToken: "bench",
      expiresAt: new Date(Date.now() + 3600_000),
      propertyId: property,
      siteUrl: site,
    });
    await db
      .insert(metaConnections)
      .values({ projectId: project.id, userToken: "bench", pageId: `fb-page-${n}`, instagramId: `ig-${n}` });
    const rows = projectFigures(n, property, site, n === 1).map((r) =>
      r.source === "manual" ? { ...r, account: project.id } : r,
    );
    await upsertSnapshots(db, rows);
    written += rows.length;
  }
  // The client's tracked keywords: one for each query the second site ranks for (keyword tracking reads them).
  await db.insert(trackedKeywords).values(
    Array.from({ length: QUERIES }, (_, q) => ({
      clientId: client.id,
      text: `Ceylon tea ${q}`,
      normalized: `ceylon tea ${q}`,
    })),
  );
  return written;
}
