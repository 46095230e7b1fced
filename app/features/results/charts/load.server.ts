import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import { googleConnections, metaConnections, metricSnapshots, projects } from "#db/schema";
import { colomboDayKey } from "~/lib/colombo-month";
import type { Db } from "~/lib/db.server";
import type { Role } from "~/lib/validation";
import { projectFor } from "../access.server";
import type { MetricSource } from "../store.server";
import { metricNames } from "./metrics";
import { analyticsFigures, dailyCells, lastMonths, monthOverMonth, periodDays, readRange } from "./period";

export type Account = { source: MetricSource; account: string; projectId: string };

/**
 * The accounts whose figures a set of projects shows: each project's own manual upload, its GA4 property and Search
 * Console site, its Facebook Page and Instagram account. The one place that gathers them.
 */
async function accountsWhere(db: Db, where: ReturnType<typeof eq>) {
  const found = await db
    .select({
      id: projects.id,
      title: projects.title,
      property: googleConnections.propertyId,
      site: googleConnections.siteUrl,
      page: metaConnections.pageId,
      instagram: metaConnections.instagramId,
    })
    .from(projects)
    .leftJoin(googleConnections, eq(googleConnections.projectId, projects.id))
    .leftJoin(metaConnections, eq(metaConnections.projectId, projects.id))
    .where(where)
    .orderBy(asc(projects.createdAt));
  const accounts: Account[] = found.flatMap((p) => {
    const of = (source: MetricSource, account: string | null) =>
      account ? [{ source, account, projectId: p.id }] : [];
    return [
      ...of("manual", p.id),
      ...of("ga4", p.property),
      ...of("search-console", p.site),
      ...of("meta-page", p.page),
      ...of("instagram", p.instagram),
    ];
  });
  return { accounts, projects: found.map((p) => ({ id: p.id, title: p.title })) };
}

/** Every account of a client's projects: `{ source, account, projectId }`. */
export async function clientAccounts(db: Db, clientId: string) {
  return (await accountsWhere(db, eq(projects.clientId, clientId))).accounts;
}

/** The stored day totals of the accounts between two days, one query whatever their number. */
async function readRows(db: Db, accounts: Account[], from: string, to: string) {
  if (accounts.length === 0) return [];
  const sources = [...new Set(accounts.map((a) => a.source))];
  const rows = await db
    .select({
      source: metricSnapshots.source,
      account: metricSnapshots.account,
      metric: metricSnapshots.metric,
      day: metricSnapshots.day,
      value: metricSnapshots.value,
    })
    .from(metricSnapshots)
    .where(
      and(
        inArray(metricSnapshots.source, sources),
        inArray(metricSnapshots.account, [...new Set(accounts.map((a) => a.account))]),
        inArray(metricSnapshots.metric, [...new Set(sources.flatMap(metricNames))]),
        eq(metricSnapshots.dimension, ""),
        gte(metricSnapshots.day, from),
        lte(metricSnapshots.day, to),
      ),
    );
  // Two sources may share an account string (never in practice); only the pairs asked for count.
  const wanted = new Set(accounts.map((a) => `${a.source}\u0000${a.account}`));
  return rows.filter((r) => wanted.has(`${r.source}\u0000${r.account}`));
}

/** The Analytics charts' figures for some projects (a client's, or one), over `?days=` of the request's URL. */
async function chartsFor(db: Db, where: ReturnType<typeof eq>, url: URL, now: Date) {
  const days = periodDays(url.searchParams.get("days"));
  const today = colomboDayKey(now);
  const { accounts, projects: shown } = await accountsWhere(db, where);
  const range = readRange(today, days);
  const figures = analyticsFigures(await readRows(db, accounts, range.from, range.to), today, days);
  return { ...figures, projects: shown };
}

export const loadClientCharts = (db: Db, clientId: string, url: URL, now = new Date()) =>
  chartsFor(db, eq(projects.clientId, clientId), url, now);

const loadProjectCharts = (db: Db, projectId: string, url: URL, now = new Date()) =>
  chartsFor(db, eq(projects.id, projectId), url, now);

export type ChartsData = Awaited<ReturnType<typeof loadClientCharts>>;

/** One project's charts, for its client, its freelancer and admins; any other project is a 404, as if absent. */
export async function loadProjectAnalytics(
  db: Db,
  viewer: { id: string; role: Role },
  projectId: string,
  url: URL,
  now = new Date(),
) {
  const project = await projectFor(db, viewer, projectId);
  if (!project) throw new Response("Not Found", { status: 404 });
  return {
    project: { id: project.id, title: project.title },
    charts: await loadProjectCharts(db, project.id, url, now),
  };
}

/**
 * A month ("2026-10") beside the month before, per figure, for the accounts connected on a client's projects: the
 * monthly report's figures. The manual upload is left out; the report lists its figures on their own.
 */
export async function clientMonthFigures(db: Db, clientId: string, month: string) {
  const { accounts } = await accountsWhere(db, eq(projects.clientId, clientId));
  const connected = accounts.filter((a) => a.source !== "manual");
  if (connected.length === 0) return [];
  // The first of the month after: seen from that day, the month is the last full one.
  const [year, index] = month.split("-").map(Number) as [number, number];
  const today = new Date(Date.UTC(year, index, 1)).toISOString().slice(0, 10);
  const { current, previous } = lastMonths(today);
  return monthOverMonth(dailyCells(await readRows(db, connected, previous.from, current.to)), today).rows;
}
