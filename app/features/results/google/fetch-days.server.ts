import type { Snapshot } from "../store.server";
import { runReport, searchAnalytics } from "./client.server";
import type { GoogleSettings } from "./settings.server";

/**
 * One step of the import: the figures of the days `from`..`to` (Colombo days, both included) from GA4 and Search
 * Console, as rows of the store. What each row looks like is the store's contract (decision 43):
 *
 * - `ga4`, account = the property ("properties/123"): `sessions`, `totalUsers`, `screenPageViews`, `bounceRate`,
 *   `averageSessionDuration` with dimension '' (the day's total); `screenPageViews` with dimension = a page path for
 *   the day's top pages.
 * - `search-console`, account = the site URL: `clicks`, `impressions`, `ctr`, `position` with dimension '' for the
 *   day's total, `page:<url>` for a page and `query:<text>` for a search query (trimmed, lower case). The prefixes
 *   keep a page and a query of the same text apart, and both apart from the total.
 */
export type Step = { from: string; to: string };
type Reader = { settings: GoogleSettings; token: string };

export const GA4_METRICS = ["sessions", "totalUsers", "screenPageViews", "bounceRate", "averageSessionDuration"];
const SEARCH_METRICS = ["clicks", "impressions", "ctr", "position"] as const;
/** Pages kept per day: the report's top pages, not the long tail. */
export const TOP_PAGES = 10;
// Rows a runReport call asks for; GA4 allows 250,000, a smaller page keeps one answer's memory small.
const GA4_PAGE = 10_000;
// Calls of one top-pages report at most: a site with more rows than that keeps the top of what came.
const GA4_MAX_PAGES = 5;
/** Google's most rows a Search Console call returns (its default is 1,000). */
export const SEARCH_ROW_LIMIT = 25_000;

/** "20261105" as GA4 writes a date, to "2026-11-05"; anything else (such as "(other)") is no day. */
function dayOfGa4(value: string | undefined) {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(value ?? "");
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

// A row GA4 could not put a page on ("(not set)", "") or grouped past its row limit ("(other)") names no page,
// and an empty path would land on the day's total.
const isPage = (path: string | undefined): path is string =>
  Boolean(path?.trim()) && path !== "(other)" && path !== "(not set)";

async function ga4Totals(r: Reader, property: string, step: Step): Promise<Snapshot[]> {
  const answer = await runReport(r.settings, r.token, property, {
    dateRanges: [{ startDate: step.from, endDate: step.to }],
    dimensions: [{ name: "date" }],
    metrics: GA4_METRICS.map((name) => ({ name })),
    // A day without visits comes back as zeros rather than missing, so "no visits" reads apart from "not imported".
    keepEmptyRows: true,
    limit: GA4_PAGE,
  });
  return answer.rows.flatMap((row) => {
    const day = dayOfGa4(row.dimensionValues[0]?.value);
    if (!day) return [];
    return GA4_METRICS.flatMap((metric, i) => {
      const value = Number(row.metricValues[i]?.value);
      return Number.isFinite(value) ? [{ source: "ga4" as const, account: property, metric, day, value }] : [];
    });
  });
}

async function ga4TopPages(r: Reader, property: string, step: Step): Promise<Snapshot[]> {
  const perDay = new Map<string, Snapshot[]>();
  for (let page = 0, offset = 0; page < GA4_MAX_PAGES; page++) {
    const answer = await runReport(r.settings, r.token, property, {
      dateRanges: [{ startDate: step.from, endDate: step.to }],
      dimensions: [{ name: "date" }, { name: "pagePath" }],
      metrics: [{ name: "screenPageViews" }],
      orderBys: [{ metric: { metricName: "screenPageViews" }, desc: true }],
      limit: GA4_PAGE,
      offset,
    });
    for (const row of answer.rows) {
      const day = dayOfGa4(row.dimensionValues[0]?.value);
      const path = row.dimensionValues[1]?.value;
      const value = Number(row.metricValues[0]?.value);
      const kept = day ? (perDay.get(day) ?? []) : [];
      if (!day || !isPage(path) || !Number.isFinite(value) || kept.length >= TOP_PAGES) continue;
      if (kept.some((s) => s.dimension === path)) continue;
      kept.push({ source: "ga4", account: property, metric: "screenPageViews", dimension: path, day, value });
      perDay.set(day, kept);
    }
    offset += answer.rows.length;
    if (answer.rows.length < GA4_PAGE || offset >= (answer.rowCount ?? 0)) break;
  }
  return [...perDay.values()].flat();
}

type Kind = "total" | "page" | "query";
const dimensionOf = (kind: Kind, key: string | undefined) => {
  if (kind === "total") return "";
  const text = key?.trim() ?? "";
  if (!text) return null;
  return kind === "page" ? `page:${text}` : `query:${text.toLowerCase()}`;
};

/** Every row of one Search Console breakdown: a call per `rowLimit` rows, from `startRow`, until fewer come. */
async function searchRows(r: Reader, site: string, step: Step, kind: Kind, rowLimit: number): Promise<Snapshot[]> {
  const dimensions: ("date" | "page" | "query")[] = kind === "total" ? ["date"] : ["date", kind];
  const found: Snapshot[] = [];
  for (let startRow = 0; ; ) {
    const rows = await searchAnalytics(r.settings, r.token, site, {
      startDate: step.from,
      endDate: step.to,
      dimensions,
      rowLimit,
      startRow,
      // The freshest days too; they are fetched again while Google still revises them (the import's 3 days).
      dataState: "all",
    });
    for (const row of rows) {
      const day = row.keys[0];
      const dimension = dimensionOf(kind, row.keys[1]);
      if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day) || dimension === null) continue;
      for (const metric of SEARCH_METRICS)
        found.push({ source: "search-console", account: site, metric, dimension, day, value: row[metric] });
    }
    if (rows.length < rowLimit) return found;
    startRow += rows.length;
  }
}

/**
 * The key a row is stored under. Two rows of one answer on the same key (a query that differs only in case or
 * spaces) would make one upsert touch a row twice, which PostgreSQL refuses: the first (Google's larger) wins.
 */
function unique(snapshots: Snapshot[]) {
  const seen = new Map<string, Snapshot>();
  for (const s of snapshots) {
    const key = [s.source, s.account, s.metric, s.dimension ?? "", s.day].join("\u0000");
    if (!seen.has(key)) seen.set(key, s);
  }
  return [...seen.values()];
}

export type Target = { propertyId: string; siteUrl: string };

/** The step's figures from both services, each request in turn (Google counts concurrent requests against quota). */
export async function fetchDays(r: Reader, target: Target, step: Step, rowLimit = SEARCH_ROW_LIMIT) {
  const found: Snapshot[] = [];
  found.push(...(await ga4Totals(r, target.propertyId, step)));
  found.push(...(await ga4TopPages(r, target.propertyId, step)));
  for (const kind of ["total", "page", "query"] as const)
    found.push(...(await searchRows(r, target.siteUrl, step, kind, rowLimit)));
  return unique(found);
}
