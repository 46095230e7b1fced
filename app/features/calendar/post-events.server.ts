import { eq } from "drizzle-orm";
import { postEvents, users } from "#db/schema";
import type { AuditAction } from "#db/schema/values";
import { personName, type SessionUser } from "~/features/accounts/index.server";
import { type AuditActor, actorOf, recordAudit } from "~/lib/audit.server";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";
import { writersOf } from "./access.server";
import type { PostStatus } from "./workflow";

/** Who moves a post: the audit log's actor, and the name the post's history shows. */
export type PostActor = AuditActor & { name: string };

/** A signed-in user as a post's actor, named as the portal names them. */
export async function postActor(db: Db, user: SessionUser, ip: string | null): Promise<PostActor> {
  const [row] = await db
    .select({ name: personName(users) })
    .from(users)
    .where(eq(users.id, user.id));
  return { ...actorOf(user, ip), name: row?.name ?? user.flideskId };
}

type PostEvent = {
  postId: string;
  from: PostStatus | null;
  to: PostStatus;
  note: string | null;
  action: AuditAction;
  /** More for the audit row, such as a rescheduled post's old and new times. */
  detail?: Record<string, string>;
};

/** One line of the post's history and its audit row, in the caller's transaction. */
export async function recordPostEvent(tx: Db, actor: PostActor, event: PostEvent) {
  await tx.insert(postEvents).values({
    postId: event.postId,
    fromStatus: event.from,
    toStatus: event.to,
    actorId: actor.userId,
    actorName: actor.name,
    ip: actor.ip,
    note: event.note,
  });
  await recordAudit(tx, {
    action: event.action,
    by: actor,
    target: { type: "post", id: event.postId },
    detail: { from: event.from, to: event.to, ...event.detail, ...(actor.userId ? {} : { name: actor.name }) },
  });
}

/** Tells the open calendars of the client, their writers and admins that the client's posts changed. */
export async function publishPosts(tx: Db, clientId: string) {
  const writers = await writersOf(tx, clientId);
  await publishChange(tx, { kind: "post", clientId, freelancerIds: writers.map((w) => w.id) });
}
