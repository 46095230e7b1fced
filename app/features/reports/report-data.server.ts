import { and, asc, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import {
  analyticsReports,
  auditLog,
  postEvents,
  posts,
  postVariants,
  projects,
  projectUpdates,
  users,
} from "#db/schema";
import { clientPlan, monthRange, neighbours } from "~/features/calendar/index.server";
import { clientMonthFigures, postReach } from "~/features/results/index.server";
import type { Db } from "~/lib/db.server";
import { type KeywordSource, noKeywords } from "./keywords";
import type { ReportData, TrafficFigures } from "./report-types";

const within = (column: Parameters<typeof gte>[0], { start, end }: { start: Date; end: Date }) =>
  and(gte(column, start), lt(column, end));

/** The client's posts of a month with their platforms: what was delivered, what is planned. */
async function monthPosts(db: Db, clientId: string, month: string) {
  const rows = await db
    .select({
      id: posts.id,
      title: posts.title,
      status: posts.status,
      scheduledAt: posts.scheduledAt,
      publishedUrl: posts.publishedUrl,
      platform: postVariants.platform,
    })
    .from(posts)
    .leftJoin(postVariants, eq(postVariants.postId, posts.id))
    .where(and(eq(posts.clientId, clientId), within(posts.scheduledAt, monthRange(month))))
    .orderBy(asc(posts.scheduledAt), asc(posts.id), asc(postVariants.platform));
  const byId = new Map<string, Omit<(typeof rows)[number], "platform"> & { platforms: string[] }>();
  for (const { platform, ...post } of rows) {
    const seen = byId.get(post.id) ?? { ...post, platforms: [] };
    if (platform) seen.platforms.push(platform);
    byId.set(post.id, seen);
  }
  return [...byId.values()];
}

/** Approvals made in the month: at once, or after the client had asked for changes to that post. */
async function approvals(db: Db, clientId: string, month: string) {
  const changedBefore = sql<boolean>`exists (select 1 from ${postEvents} e2 where e2.post_id = ${postEvents.postId}
    and e2.to_status = 'changes_requested' and e2.at < ${postEvents.at})`;
  const rows = await db
    .select({ afterChanges: changedBefore })
    .from(postEvents)
    .innerJoin(posts, eq(posts.id, postEvents.postId))
    .where(
      and(eq(posts.clientId, clientId), eq(postEvents.toStatus, "approved"), within(postEvents.at, monthRange(month))),
    );
  const afterChanges = rows.filter((r) => r.afterChanges).length;
  return { firstTime: rows.length - afterChanges, afterChanges };
}

/** The latest manual analytics figures uploaded for each project in a month. */
async function latestFigures(db: Db, projectIds: string[], month: string) {
  if (projectIds.length === 0) return new Map<string, TrafficFigures>();
  const rows = await db
    .select({
      projectId: analyticsReports.projectId,
      pageViews: analyticsReports.pageViews,
      visitors: analyticsReports.uniqueVisitors,
      bounceRate: analyticsReports.bounceRate,
    })
    .from(analyticsReports)
    .where(and(inArray(analyticsReports.projectId, projectIds), within(analyticsReports.createdAt, monthRange(month))))
    .orderBy(desc(analyticsReports.createdAt), desc(analyticsReports.id));
  const latest = new Map<string, TrafficFigures>();
  for (const { projectId, ...figures } of rows) if (!latest.has(projectId)) latest.set(projectId, figures);
  return latest;
}

/** Work on the client's projects in the month: updates posted and status changes (the audit log keeps them). */
async function projectWork(db: Db, ids: string[], month: string) {
  if (ids.length === 0) return { updates: [], changes: [] };
  const range = monthRange(month);
  const [updates, changes] = await Promise.all([
    db
      .select({
        projectId: projectUpdates.projectId,
        progress: projectUpdates.progress,
        notes: projectUpdates.notes,
        at: projectUpdates.createdAt,
      })
      .from(projectUpdates)
      .where(and(inArray(projectUpdates.projectId, ids), within(projectUpdates.createdAt, range)))
      .orderBy(asc(projectUpdates.createdAt)),
    db
      .select({ projectId: auditLog.targetId, detail: auditLog.detail, at: auditLog.at })
      .from(auditLog)
      .where(
        and(
          inArray(auditLog.action, ["project-status-changed", "project-completed-override"]),
          eq(auditLog.targetType, "project"),
          inArray(auditLog.targetId, ids),
          within(auditLog.at, range),
        ),
      )
      .orderBy(asc(auditLog.at)),
  ]);
  return { updates, changes };
}

/** The client's projects, their analytics this month and the month before, and the month's work on them. */
async function projectsPart(db: Db, clientId: string, month: string, previous: string) {
  const list = await db
    .select({
      id: projects.id,
      title: projects.title,
      status: projects.status,
      progress: projects.progress,
      completedAt: projects.completedAt,
    })
    .from(projects)
    .where(eq(projects.clientId, clientId))
    .orderBy(asc(projects.createdAt), asc(projects.id));
  const ids = list.map((p) => p.id);
  const [now, before, work] = await Promise.all([
    latestFigures(db, ids, month),
    latestFigures(db, ids, previous),
    projectWork(db, ids, month),
  ]);
  const titleOf = new Map(list.map((p) => [p.id, p.title]));
  const range = monthRange(month);
  return {
    traffic: ids
      .filter((id) => now.has(id) || before.has(id))
      .map((id) => ({ project: titleOf.get(id) ?? "", now: now.get(id) ?? null, before: before.get(id) ?? null })),
    work: {
      updates: work.updates.map((u) => ({ ...u, project: titleOf.get(u.projectId) ?? "" })),
      statusChanges: work.changes.map((c) => ({
        project: titleOf.get(c.projectId ?? "") ?? "",
        from: String(c.detail.from ?? ""),
        to: String(c.detail.to ?? "completed"),
        at: c.at,
      })),
      completed: list
        .filter((p) => p.completedAt && p.completedAt >= range.start && p.completedAt < range.end)
        .map((p) => p.title),
    },
    inProgress: list
      .filter((p) => p.status === "in_progress" || p.status === "testing")
      .map((p) => ({ title: p.title, progress: p.progress })),
  };
}

/**
 * Everything a client's monthly report says about `month` ("2026-10", a Colombo month): read here, laid out by
 * report-pdf.server.ts. `keywords` is where keyword tracking will plug in its movements; without it the report says
 * none are tracked.
 */
export async function reportData(
  db: Db,
  clientId: string,
  month: string,
  keywords: KeywordSource = noKeywords,
): Promise<ReportData> {
  const { previous, next } = neighbours(month);
  const [plan, [client], thisMonth, lastMonth, nextMonth, approved, projectFacts, movements, figures] =
    await Promise.all([
      clientPlan(db, clientId),
      db.select({ email: users.email, name: users.displayName }).from(users).where(eq(users.id, clientId)),
      monthPosts(db, clientId, month),
      monthPosts(db, clientId, previous),
      monthPosts(db, clientId, next),
      approvals(db, clientId, month),
      projectsPart(db, clientId, month, previous),
      keywords(clientId, month),
      clientMonthFigures(db, clientId, month),
    ]);
  const published = thisMonth.filter((p) => p.status === "published");
  const reach = await postReach(
    db,
    published.map((p) => p.id),
  );
  return {
    month,
    businessName: plan.businessName ?? client?.name ?? client?.email ?? "",
    planName: plan.planName,
    posts: {
      published: published.length,
      planned: thisMonth.length,
      promised: plan.postsPerMonth,
      awaiting: thisMonth.filter((p) => p.status === "awaiting_client").length,
    },
    approvals: approved,
    bestPosts: bestPosts(published, reach),
    social: platformTrend(
      published,
      lastMonth.filter((p) => p.status === "published"),
    ),
    traffic: projectFacts.traffic,
    figures,
    keywords: movements,
    work: projectFacts.work,
    next: {
      month: next,
      posts: nextMonth.map((p) => ({ title: p.title, scheduledAt: p.scheduledAt, platforms: p.platforms })),
      inProgress: projectFacts.inProgress,
    },
  };
}

type Published = Awaited<ReturnType<typeof monthPosts>>[number];

/**
 * The best posts until real post metrics exist: the most recent published post of each platform (a post on several
 * platforms counts once, for its first), newest first.
 */
export function bestPosts(published: Published[], reach: Map<string, number>) {
  const shown = (p: Published) => ({
    title: p.title,
    platforms: p.platforms,
    publishedOn: p.scheduledAt,
    url: p.publishedUrl,
    reach: reach.get(p.id) ?? null,
  });
  // With post figures: the three that reached the most people.
  if (reach.size > 0) {
    const measured = published.filter((p) => reach.has(p.id));
    return measured
      .sort((a, b) => (reach.get(b.id) ?? 0) - (reach.get(a.id) ?? 0))
      .slice(0, BEST_POSTS)
      .map(shown);
  }
  const byPlatform = new Map<string, Published>();
  for (const post of [...published].sort((a, b) => b.scheduledAt.getTime() - a.scheduledAt.getTime())) {
    for (const platform of post.platforms) if (!byPlatform.has(platform)) byPlatform.set(platform, post);
  }
  return [...new Set(byPlatform.values())].map(shown);
}

const BEST_POSTS = 3;

/** Posts published per platform this month and the month before. */
function platformTrend(now: Published[], before: Published[]) {
  const count = (list: Published[], platform: string) => list.filter((p) => p.platforms.includes(platform)).length;
  const platforms = [...new Set([...now, ...before].flatMap((p) => p.platforms))].sort();
  return platforms.map((platform) => ({ platform, now: count(now, platform), before: count(before, platform) }));
}
