import { and, asc, countDistinct, eq, exists, gte, inArray, lt, sql } from "drizzle-orm";
import { posts, postVariants } from "#db/schema";
import type { Db } from "~/lib/db.server";
import type { ClientPlan } from "./client-plan.server";
import { monthRange } from "./colombo-time";
import type { PostStatus } from "./workflow";

export type MonthFilters = { platform?: string; status?: PostStatus };

export type MonthPost = {
  id: string;
  title: string;
  scheduledAt: Date;
  status: PostStatus;
  platforms: string[];
  version: number;
  assignedFreelancerId: string | null;
};

/** From `start` (included) to `end` (excluded). */
export type TimeRange = { start: Date; end: Date };

const inRange = (clientId: string, { start, end }: TimeRange) =>
  and(eq(posts.clientId, clientId), gte(posts.scheduledAt, start), lt(posts.scheduledAt, end));
const inMonth = (clientId: string, month: string) => inRange(clientId, monthRange(month));

/** The client's posts of a Colombo month in date order, with their platforms; filtered by platform and status. */
export const listMonth = (db: Db, clientId: string, month: string, filters: MonthFilters = {}) =>
  listRange(db, clientId, monthRange(month), filters);

/** The client's posts in a span of time (a month, a week) in date order, with their platforms; filtered. */
export async function listRange(
  db: Db,
  clientId: string,
  range: TimeRange,
  filters: MonthFilters = {},
): Promise<MonthPost[]> {
  const onPlatform = filters.platform
    ? exists(
        db
          .select({ one: sql`1` })
          .from(postVariants)
          .where(and(eq(postVariants.postId, posts.id), eq(postVariants.platform, filters.platform))),
      )
    : undefined;
  const rows = await db
    .select({
      id: posts.id,
      title: posts.title,
      scheduledAt: posts.scheduledAt,
      status: posts.status,
      version: posts.version,
      assignedFreelancerId: posts.assignedFreelancerId,
    })
    .from(posts)
    .where(and(inRange(clientId, range), filters.status ? eq(posts.status, filters.status) : undefined, onPlatform))
    .orderBy(asc(posts.scheduledAt), asc(posts.id));
  if (rows.length === 0) return [];
  // Each post's platforms, in a second query: two round trips for a month, whatever its number of posts.
  const variants = await db
    .select({ postId: postVariants.postId, platform: postVariants.platform })
    .from(postVariants)
    .where(
      inArray(
        postVariants.postId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(postVariants.platform));
  const platforms = new Map<string, string[]>();
  for (const v of variants) platforms.set(v.postId, [...(platforms.get(v.postId) ?? []), v.platform]);
  return rows.map((row) => ({ ...row, platforms: platforms.get(row.id) ?? [] }));
}

export type Quota = {
  used: number;
  promised: number;
  platformsUsed: number;
  platformLimit: number;
  /** Posts past the plan's count this month (0 when within it). */
  over: number;
  awaiting: number;
};

/** The plan's quota for a month: posts planned against posts promised, platforms written for against platforms paid. */
export async function monthQuota(db: Db, clientId: string, month: string, plan: ClientPlan): Promise<Quota> {
  const [row] = await db
    .select({
      used: countDistinct(posts.id),
      platformsUsed: countDistinct(postVariants.platform),
      awaiting: sql<number>`count(distinct ${posts.id}) filter (where ${posts.status} = 'awaiting_client')`.mapWith(
        Number,
      ),
    })
    .from(posts)
    .leftJoin(postVariants, eq(postVariants.postId, posts.id))
    .where(inMonth(clientId, month));
  const used = row?.used ?? 0;
  return {
    used,
    promised: plan.postsPerMonth,
    platformsUsed: row?.platformsUsed ?? 0,
    platformLimit: plan.platformLimit,
    over: Math.max(0, used - plan.postsPerMonth),
    awaiting: row?.awaiting ?? 0,
  };
}
