import { and, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { googleConnections, metricSnapshots, projects, trackedKeywords } from "#db/schema";
import type { Db } from "~/lib/db.server";
import type { KeywordDay } from "./positions";

const METRICS = ["position", "clicks", "impressions"];

const figure = (metric: string, fold: "min" | "sum") =>
  sql<
    number | null
  >`${sql.raw(fold)}(${metricSnapshots.value}::float8) filter (where ${metricSnapshots.metric} = ${metric})`;

/**
 * Every day's figures of a client's tracked keywords between two Colombo days, in one query: the keywords joined to
 * the Search Console rows of their query (`query:<normalised text>`) on the sites of the client's projects, one row
 * per keyword and day. Over several sites a day's position is the best one, clicks and impressions are summed.
 * `keywordId` narrows it to one keyword (its history page).
 */
export async function keywordDays(db: Db, clientId: string, from: string, to: string, keywordId?: string) {
  const sites = db
    .select({ site: googleConnections.siteUrl })
    .from(googleConnections)
    .innerJoin(projects, eq(projects.id, googleConnections.projectId))
    .where(and(eq(projects.clientId, clientId), isNotNull(googleConnections.siteUrl)));
  const rows = await db
    .select({
      keywordId: trackedKeywords.id,
      day: metricSnapshots.day,
      position: figure("position", "min"),
      clicks: figure("clicks", "sum"),
      impressions: figure("impressions", "sum"),
    })
    .from(trackedKeywords)
    .innerJoin(
      metricSnapshots,
      and(
        eq(metricSnapshots.source, "search-console"),
        inArray(metricSnapshots.account, sites),
        inArray(metricSnapshots.metric, METRICS),
        eq(metricSnapshots.dimension, sql`'query:' || ${trackedKeywords.normalized}`),
        gte(metricSnapshots.day, from),
        lte(metricSnapshots.day, to),
      ),
    )
    .where(
      keywordId
        ? and(eq(trackedKeywords.clientId, clientId), eq(trackedKeywords.id, keywordId))
        : eq(trackedKeywords.clientId, clientId),
    )
    .groupBy(trackedKeywords.id, metricSnapshots.day)
    .orderBy(metricSnapshots.day);
  const byKeyword = new Map<string, KeywordDay[]>();
  for (const row of rows) {
    const days = byKeyword.get(row.keywordId) ?? [];
    days.push({
      day: row.day,
      position: row.position === null ? null : Number(row.position),
      clicks: Number(row.clicks ?? 0),
      impressions: Number(row.impressions ?? 0),
    });
    byKeyword.set(row.keywordId, days);
  }
  return byKeyword;
}
