import { colomboDayKey } from "~/lib/colombo-month";
import type { Db } from "~/lib/db.server";
import { type Snapshot, upsertSnapshots } from "./store.server";

/** The figures of the admin's manual upload, as the spec names them. */
export type ManualFigures = {
  pageViews: number | null;
  uniqueVisitors: number | null;
  bounceRate: number | null;
  avgSessionDuration: number | null;
  topPages: string[];
};

/**
 * The manual upload feeds the same store as the imports (source "manual", account: the project), on the Colombo
 * day it was made; a second upload that day replaces the first's figures. A top page is kept as its rank, so the
 * list's order survives.
 */
export async function recordManualFigures(
  db: Pick<Db, "insert">,
  projectId: string,
  figures: ManualFigures,
  at = new Date(),
) {
  const day = colomboDayKey(at);
  const base = { source: "manual" as const, account: projectId, day };
  const named: [string, number | null][] = [
    ["pageViews", figures.pageViews],
    ["uniqueVisitors", figures.uniqueVisitors],
    ["bounceRate", figures.bounceRate],
    ["avgSessionDuration", figures.avgSessionDuration],
  ];
  const rows: Snapshot[] = named.flatMap(([metric, value]) => (value === null ? [] : [{ ...base, metric, value }]));
  figures.topPages.forEach((page, i) => {
    rows.push({ ...base, metric: "topPageRank", dimension: page, value: i + 1 });
  });
  if (rows.length > 0) await upsertSnapshots(db, rows);
}
