import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { metricSnapshots } from "#db/schema";
import type { Db } from "~/lib/db.server";

export type MetricSource = "ga4" | "search-console" | "meta-page" | "instagram" | "manual";

/**
 * One figure of one day. `dimension` is '' for the account's total, a page path for GA4's top pages, and
 * `page:<url>` or `query:<text>` for Search Console's pages and queries (decision 43 lists every row's shape).
 */
export type Snapshot = {
  source: MetricSource;
  account: string;
  metric: string;
  dimension?: string;
  day: string;
  value: number;
};

// PostgreSQL takes at most 65,535 parameters in one statement; 7 a row leaves room for 1,000 rows a batch.
const BATCH = 1000;

/**
 * Writes figures into the store. A figure already there for the same source, account, metric, dimension and day
 * is replaced, so an import run twice (or a day fetched again because Google revised it) keeps one row per day.
 */
export async function upsertSnapshots(db: Pick<Db, "insert">, snapshots: Snapshot[]) {
  for (let i = 0; i < snapshots.length; i += BATCH) {
    const rows = snapshots.slice(i, i + BATCH).map((s) => ({ ...s, dimension: s.dimension ?? "" }));
    await db
      .insert(metricSnapshots)
      .values(rows)
      .onConflictDoUpdate({
        target: [
          metricSnapshots.source,
          metricSnapshots.account,
          metricSnapshots.metric,
          metricSnapshots.dimension,
          metricSnapshots.day,
        ],
        set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      });
  }
}

export type SeriesQuery = {
  source: MetricSource;
  account: string;
  metrics: string[];
  dimensions?: string[];
  from: string;
  to: string;
};

/** The figures of an account between two Colombo days (both included), oldest first. */
export async function readSnapshots(db: Db, q: SeriesQuery) {
  const where = [
    eq(metricSnapshots.source, q.source),
    eq(metricSnapshots.account, q.account),
    inArray(metricSnapshots.metric, q.metrics),
    gte(metricSnapshots.day, q.from),
    lte(metricSnapshots.day, q.to),
  ];
  if (q.dimensions) where.push(inArray(metricSnapshots.dimension, q.dimensions.length ? q.dimensions : [""]));
  return db
    .select({
      metric: metricSnapshots.metric,
      dimension: metricSnapshots.dimension,
      day: metricSnapshots.day,
      value: metricSnapshots.value,
    })
    .from(metricSnapshots)
    .where(and(...where))
    .orderBy(asc(metricSnapshots.day));
}
