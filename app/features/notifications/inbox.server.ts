import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { notifications } from "#db/schema";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";
import { fail, ok, type Result } from "~/lib/result";
import { UUID_PATTERN } from "~/lib/validation";

/** A user's notifications, newest first. */
export function listNotifications(db: Db, userId: string, limit = 50) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** What the bell counts. */
export async function unreadCount(db: Db, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export const inboxMessages = {
  notFound: "That notification does not exist.",
  allRead: "All notifications are marked as read.",
};

/**
 * Marks one of the user's notifications read and gives its link. Another user's notification is not found, like one
 * that does not exist, and stays as it was.
 */
export async function openNotification(db: Db, userId: string, id: string): Promise<Result<{ link: string }>> {
  if (!UUID_PATTERN.test(id)) return fail("not-found", inboxMessages.notFound);
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ link: notifications.link });
  if (!row) return fail("not-found", inboxMessages.notFound);
  await publishChange(db, { kind: "notification", userIds: [userId] });
  return ok({ link: safeLink(row.link) });
}

/** Marks every unread notification of the user read; their other open tabs hear of it. */
export async function markAllRead(db: Db, userId: string): Promise<Result<{ message: string }>> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  await publishChange(db, { kind: "notification", userIds: [userId] });
  return ok({ message: inboxMessages.allRead });
}

/** A stored link leads inside the site only: anything but a path ("//host", "https:") goes to the dashboard. */
export const safeLink = (link: string) => (/^\/(?![/\\])/.test(link) ? link : "/dashboard");
