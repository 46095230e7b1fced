import { and, eq, gt, inArray, lte, notExists, sql } from "drizzle-orm";
import { postAlerts, posts } from "#db/schema";
import { notify } from "~/features/notifications/index.server";
import type { Db } from "~/lib/db.server";
import { formatDateTime } from "~/lib/format";
import { tryJobLock } from "~/lib/job-locks.server";
import { startPeriodicJob } from "~/lib/periodic-job.server";
import { postPage } from "~/lib/portal-areas";
import { type PostStatus, statusLabel } from "./workflow";

const HOUR = 60 * 60 * 1000;
/** The client hears of a post still awaiting them this long before its time. */
export const REMINDER_BEFORE_MS = 48 * HOUR;
/**
 * How far back a post unapproved at its time is still told of: a process that was down for a few days catches up;
 * a post long past (the first run on an old calendar) is not news to anyone.
 */
export const OVERDUE_LOOKBACK_MS = 7 * 24 * HOUR;

/** Not approved yet: the statuses a post may still be in at its time that the admins hear of. */
export const UNAPPROVED: PostStatus[] = ["awaiting_client", "changes_requested", "on_hold", "in_review", "draft"];

type Kind = (typeof postAlerts.$inferInsert)["kind"];

/** The posts in `statuses` due in (from, to] that have had no alert of `kind` for their present time. */
function due(tx: Db, kind: Kind, statuses: PostStatus[], from: Date, to: Date) {
  const sent = tx
    .select({ one: sql`1` })
    .from(postAlerts)
    .where(
      and(eq(postAlerts.postId, posts.id), eq(postAlerts.kind, kind), eq(postAlerts.scheduledAt, posts.scheduledAt)),
    );
  return tx
    .select({
      id: posts.id,
      title: posts.title,
      clientId: posts.clientId,
      scheduledAt: posts.scheduledAt,
      status: posts.status,
    })
    .from(posts)
    .where(
      and(inArray(posts.status, statuses), gt(posts.scheduledAt, from), lte(posts.scheduledAt, to), notExists(sent)),
    );
}

/** Records the alert; false when it was already recorded (the key is post, kind and time). */
async function record(tx: Db, kind: Kind, post: { id: string; scheduledAt: Date }) {
  const rows = await tx
    .insert(postAlerts)
    .values({ postId: post.id, kind, scheduledAt: post.scheduledAt })
    .onConflictDoNothing()
    .returning({ postId: postAlerts.postId });
  return rows.length > 0;
}

/** The client's one reminder of each post still awaiting them 48 hours (or less) before its time. */
async function remind(tx: Db, now: Date) {
  const waiting = await due(tx, "reminder", ["awaiting_client"], now, new Date(now.getTime() + REMINDER_BEFORE_MS));
  let sent = 0;
  for (const post of waiting) {
    if (!(await record(tx, "reminder", post))) continue;
    await notify(tx, {
      kind: "post-reminder",
      userIds: [post.clientId],
      title: ({ m }) => m.notify_post_reminder_title({ title: post.title }),
      body: ({ m, locale }) => m.notify_post_reminder_body({ when: formatDateTime(post.scheduledAt, locale) }),
      link: postPage(post.id),
    });
    sent += 1;
  }
  return sent;
}

/** The admins' one alert of each post whose time has come without the client's approval. */
async function alertOverdue(tx: Db, now: Date) {
  const late = await due(tx, "overdue", UNAPPROVED, new Date(now.getTime() - OVERDUE_LOOKBACK_MS), now);
  let sent = 0;
  for (const post of late) {
    if (!(await record(tx, "overdue", post))) continue;
    await notify(tx, {
      kind: "post-overdue",
      admins: true,
      title: ({ m }) => m.notify_post_overdue_title({ title: post.title }),
      body: ({ m, locale }) =>
        m.notify_post_overdue_body({
          when: formatDateTime(post.scheduledAt, locale),
          status: statusLabel[post.status](m),
        }),
      link: postPage(post.id),
    });
    sent += 1;
  }
  return sent;
}

/**
 * One run of the post alerts as of `now`, in one transaction under the job's advisory lock: null when another
 * process holds it (it is doing the same). The alert rows and their notifications commit together, so a post is
 * told of once per kind and time, and never lost between the two.
 */
export async function runPostAlerts(db: Db, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, "postAlerts"))) return null;
    return { reminded: await remind(tx, now), overdue: await alertOverdue(tx, now) };
  });
}

/** The post alerts of this process, every minute (a post's time is to the minute) and at start. */
export function startPostAlerts({ db, everyMs = 60_000 }: { db: Db; everyMs?: number }) {
  return startPeriodicJob({
    label: "Post alerts",
    everyMs,
    atStart: true,
    run: (now: Date = new Date()) => runPostAlerts(db, now),
    report: (result) =>
      result && result.reminded + result.overdue > 0
        ? `Post alerts: ${result.reminded} reminders, ${result.overdue} unapproved at their time`
        : null,
  });
}
