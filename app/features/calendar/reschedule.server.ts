import { and, eq, ne, sql } from "drizzle-orm";
import { posts } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import { notify } from "~/features/notifications/index.server";
import type { Db } from "~/lib/db.server";
import { formatDateTime } from "~/lib/format";
import { postPage } from "~/lib/portal-areas";
import type { PortalTexts } from "~/lib/portal-texts";
import { fail, ok, type Result } from "~/lib/result";
import { visiblePost } from "./access.server";
import { calendarMessages } from "./messages";
import { type PostActor, publishPosts, recordPostEvent } from "./post-events.server";
import type { RescheduleForm } from "./post-schema.server";
import {
  mayReschedule,
  rescheduledTime,
  rescheduleMessages,
  rescheduleNote,
  statusAfterReschedule,
} from "./reschedule";
import type { PostStatus } from "./workflow";

type PostRow = typeof posts.$inferSelect;

/** Who hears of the move: the client when it asks them again (or the post is with them), the writer and admins. */
function toldOf(post: PostRow, to: PostStatus) {
  const writer = post.assignedFreelancerId ? [post.assignedFreelancerId] : [];
  const withClient = to === "awaiting_client" || to === "on_hold";
  return { userIds: withClient ? [...writer, post.clientId] : writer, admins: true };
}

/**
 * Moves a post to another day at the same Sri Lanka time (decision 39), over the version the mover saw: a drag made
 * on a post changed meanwhile loses with a conflict instead of undoing the change. A post whose date the client
 * had approved goes back to them (Awaiting client). Recorded in the post's history with the old and new time,
 * audited, and told. Answered in the mover's language (`texts`).
 */
export async function reschedulePost(
  db: Db,
  user: SessionUser,
  input: RescheduleForm,
  actor: PostActor,
  texts: PortalTexts,
  now = new Date(),
): Promise<Result<{ message: string; status: PostStatus; scheduledAt: Date }>> {
  const cm = calendarMessages(texts.m);
  const m = rescheduleMessages(texts.m);
  const post = await visiblePost(db, user, input.post);
  if (!post) return fail("not-found", cm.postNotFound);
  if (post.status === "published") return fail("conflict", m.published);
  if (!mayReschedule(post, { role: user.role, userId: user.id })) return fail("forbidden", m.notYours);
  if (post.version !== input.version) return fail("conflict", cm.stale);
  const moved = rescheduledTime(post.scheduledAt, input.day, now, texts.m);
  if (!moved.ok) return fail("invalid", moved.message, { fields: { day: moved.message } });
  const status = statusAfterReschedule(post.status);
  const [from, to] = [formatDateTime(post.scheduledAt), formatDateTime(moved.at)];
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(posts)
      .set({ scheduledAt: moved.at, status, version: sql`${posts.version} + 1`, updatedAt: new Date() })
      .where(and(eq(posts.id, post.id), eq(posts.version, input.version), ne(posts.status, "published")))
      .returning({ id: posts.id });
    if (!saved) return fail("conflict", cm.stale);
    await recordPostEvent(tx, actor, {
      postId: post.id,
      from: post.status,
      to: status,
      note: rescheduleNote(from, to),
      action: "post-rescheduled",
      detail: { fromTime: post.scheduledAt.toISOString(), toTime: moved.at.toISOString() },
    });
    await publishPosts(tx, post.clientId);
    const again = status !== post.status;
    await notify(tx, {
      kind: "post",
      ...toldOf(post, status),
      actorId: user.id,
      title: ({ m, locale }) =>
        again
          ? m.notify_post_awaiting({ title: post.title })
          : m.notify_post_moved({ title: post.title, to: formatDateTime(moved.at, locale) }),
      body: ({ m, locale }) =>
        m.notify_post_moved_note({
          from: formatDateTime(post.scheduledAt, locale),
          to: formatDateTime(moved.at, locale),
        }),
      link: postPage(post.id),
      thread: `post:${post.id}`,
    });
    const when = formatDateTime(moved.at, texts.locale);
    return ok({ message: again ? m.movedBack(when) : m.moved(when), status, scheduledAt: moved.at });
  });
}
