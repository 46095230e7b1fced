import { and, eq, gte, inArray, lte, or, sql } from "drizzle-orm";
import { googleConnections, metaConnections, metricSnapshots, projects } from "#db/schema";
import { addDays } from "~/lib/colombo-month";
import type { Db } from "~/lib/db.server";
import type { MetricSource } from "./store.server";

type Measure = { source: MetricSource; metric: string };

/**
 * The figures a monthly report compares with the month before, each read from the store. Only figures whose days
 * add up are summed (sessions, views, clicks, engagement); a daily count of people (users, reach) does not add up to
 * the month's people, so none is shown. Followers are the count on the month's last day with figures.
 */
const FIGURES: { label: string; measures: Measure[]; kind: "sum" | "last" }[] = [
  { label: "Website sessions", measures: [{ source: "ga4", metric: "sessions" }], kind: "sum" },
  { label: "Page views", measures: [{ source: "ga4", metric: "screenPageViews" }], kind: "sum" },
  { label: "Clicks from Google Search", measures: [{ source: "search-console", metric: "clicks" }], kind: "sum" },
  { label: "Views in Google Search", measures: [{ source: "search-console", metric: "impressions" }], kind: "sum" },
  {
    label: "Views on Facebook and Instagram",
    measures: [
      { source: "meta-page", metric: "page_impressions" },
      { source: "instagram", metric: "views" },
    ],
    kind: "sum",
  },
  {
    label: "Engagement on Facebook and Instagram",
    measures: [
      { source: "meta-page", metric: "page_post_engagements" },
      { source: "instagram", metric: "total_interactions" },
    ],
    kind: "sum",
  },
  {
    label: "Followers",
    measures: [
      { source: "meta-page", metric: "page_follows" },
      { source: "instagram", metric: "follower_count" },
    ],
    kind: "last",
  },
];

/** A month's figure beside the month before's; null where no day of that month has one. */
export type MonthFigure = { label: string; now: number | null; before: number | null };

export type ResultAccount = { source: MetricSource; account: string };

/** The accounts connected on a client's projects: Google's GA4 properties and Search Console sites, Meta's Pages and Instagram accounts. */
export async function connectedAccounts(db: Db, clientId: string): Promise<ResultAccount[]> {
  const ofClient = (projectId: typeof googleConnections.projectId | typeof metaConnections.projectId) =>
    and(eq(projects.id, projectId), eq(projects.clientId, clientId));
  const [google, meta] = await Promise.all([
    db
      .select({ property: googleConnections.propertyId, site: googleConnections.siteUrl })
      .from(googleConnections)
      .innerJoin(projects, ofClient(googleConnections.projectId)),
    db
      .select({ page: metaConnections.pageId, instagram: metaConnections.instagramId })
      .from(metaConnections)
      .innerJoin(projects, ofClient(metaConnections.projectId)),
  ]);
  const accounts: ResultAccount[] = [];
  for (const r of google) {
    if (r.property) accounts.push({ source: "ga4", account: r.property });
    if (r.site) accounts.push({ source: "search-console", account: r.site });
  }
  for (const r of meta) {
    if (r.page) accounts.push({ source: "meta-page", account: r.page });
    if (r.instagram) accounts.push({ source: "instagram", account: r.instagram });
  }
  return accounts;
}

/** "2026-10" → its first and last Colombo days. */
export function monthDays(month: string) {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const next = new Date(Date.UTC(year, index, 1)).toISOString().slice(0, 10);
  return { first: `${month}-01`, last: addDays(next, -1) };
}

type DayTotal = { source: string; metric: string; day: string; value: number };

function figureOf(rows: DayTotal[], figure: (typeof FIGURES)[number], month: string) {
  const { first, last } = monthDays(month);
  const days = rows.filter(
    (r) =>
      r.day >= first && r.day <= last && figure.measures.some((m) => m.source === r.source && m.metric === r.metric),
  );
  if (days.length === 0) return null;
  if (figure.kind === "sum") return days.reduce((sum, r) => sum + r.value, 0);
  // The last day with figures, added up over the accounts (a Page's and an Instagram account's followers).
  const lastDay = days
    .map((r) => r.day)
    .sort()
    .at(-1);
  return days.filter((r) => r.day === lastDay).reduce((sum, r) => sum + r.value, 0);
}

/**
 * The month's figures and the month before's, for the given accounts, from the day totals in the store (one query:
 * a day's total per source, metric and day, added up over the accounts). Figures with no data in either month are
 * left out, so a client with nothing connected gets an empty list.
 */
export async function monthFigures(db: Db, accounts: ResultAccount[], month: string, previous: string) {
  if (accounts.length === 0) return [];
  const measures = FIGURES.flatMap((f) => f.measures);
  const rows = await db
    .select({
      source: metricSnapshots.source,
      metric: metricSnapshots.metric,
      day: sql<string>`${metricSnapshots.day}::text`,
      value: sql<number>`sum(${metricSnapshots.value})::float8`,
    })
    .from(metricSnapshots)
    .where(
      and(
        or(...accounts.map((a) => and(eq(metricSnapshots.source, a.source), eq(metricSnapshots.account, a.account)))),
        inArray(metricSnapshots.metric, [...new Set(measures.map((m) => m.metric))]),
        eq(metricSnapshots.dimension, ""),
        gte(metricSnapshots.day, monthDays(previous).first),
        lte(metricSnapshots.day, monthDays(month).last),
      ),
    )
    .groupBy(metricSnapshots.source, metricSnapshots.metric, metricSnapshots.day);
  return FIGURES.map((f) => ({
    label: f.label,
    now: figureOf(rows, f, month),
    before: figureOf(rows, f, previous),
  })).filter((f): f is MonthFigure => f.now !== null || f.before !== null);
}
