import { and, desc, inArray } from "drizzle-orm";
import { metricSnapshots } from "#db/schema";
import type { Db } from "~/lib/db.server";

// The people a published post reached, as the Meta import stores them: Facebook's and Instagram's own names.
const REACH = [
  { source: "meta-page", metric: "post_impressions_unique" },
  { source: "instagram", metric: "reach" },
];

/**
 * How many people each of the calendar's posts reached on Facebook and Instagram together. The import stores a
 * post's lifetime figure on each day it reads it, so the latest day's figure is the one that counts. Posts without
 * figures are not in the map.
 */
export async function postReach(db: Db, postIds: string[]) {
  const reach = new Map<string, number>();
  if (postIds.length === 0) return reach;
  const rows = await db
    .select({
      source: metricSnapshots.source,
      metric: metricSnapshots.metric,
      dimension: metricSnapshots.dimension,
      value: metricSnapshots.value,
    })
    .from(metricSnapshots)
    .where(
      and(
        inArray(
          metricSnapshots.dimension,
          postIds.map((id) => `post:${id}`),
        ),
        inArray(
          metricSnapshots.metric,
          REACH.map((r) => r.metric),
        ),
      ),
    )
    .orderBy(desc(metricSnapshots.day));
  const seen = new Set<string>();
  for (const row of rows) {
    if (!REACH.some((r) => r.source === row.source && r.metric === row.metric)) continue;
    const key = `${row.source} ${row.metric} ${row.dimension}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const postId = row.dimension.slice("post:".length);
    reach.set(postId, (reach.get(postId) ?? 0) + row.value);
  }
  return reach;
}
