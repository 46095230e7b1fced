import { eq, inArray } from "drizzle-orm";
import { notifications, users } from "#db/schema";
import type { NotificationKind } from "#db/schema/values";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";

/** Something that happened, told to some users: the bell of each, and a mail as each chose for the kind. */
export type NotificationEvent = {
  kind: NotificationKind;
  /** The users told, by id. */
  userIds?: string[];
  /** Every admin is told too. */
  admins?: boolean;
  /** Who caused it: never told of their own act. */
  actorId?: string;
  /** One line: "New comment on Website Redesign". */
  title: string;
  /** A few words more: the comment's start, the new status. */
  body?: string;
  /** Where it is, a path in the site: "/dashboard?tab=timeline#update-…". */
  link: string;
};

/** The users an event reaches: the named ones and (when asked) every admin, never the actor, each once. */
async function recipientsOf(db: Db, event: NotificationEvent) {
  const ids = new Set(event.userIds ?? []);
  if (event.admins) {
    const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    for (const admin of admins) ids.add(admin.id);
  }
  if (event.actorId) ids.delete(event.actorId);
  return [...ids];
}

/**
 * Records an event for each recipient and tells their open pages. Pass the transaction of the change it reports:
 * the notifications then exist only if the change commits.
 */
export async function notify(db: Db, event: NotificationEvent) {
  const userIds = await recipientsOf(db, event);
  if (userIds.length === 0) return [];
  const known = await db.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
  if (known.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(
      known.map(({ id }) => ({
        userId: id,
        kind: event.kind,
        title: event.title,
        body: event.body ?? "",
        link: event.link,
      })),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
  await publishChange(db, { kind: "notification", userIds: rows.map((r) => r.userId) });
  return rows;
}
