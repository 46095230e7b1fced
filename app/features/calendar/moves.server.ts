import { and, eq, gte, lt, sql } from "drizzle-orm";
import { posts, postVariants } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import { notify, type Words } from "~/features/notifications/index.server";
import type { Db } from "~/lib/db.server";
import { formatMonth } from "~/lib/format";
import type { PortalTexts } from "~/lib/portal-texts";
import { fail, ok, type Result } from "~/lib/result";
import { visiblePost } from "./access.server";
import { monthRange } from "./colombo-time";
import { calendarMessages } from "./messages";
import type { Platform } from "./platforms";
import { type PostActor, publishPosts, recordPostEvent } from "./post-events.server";
import type { MoveForm } from "./post-schema.server";
import { calendarPage } from "./post-url";
import { noticeLink } from "./review/mail-link.server";
import { type Mover, movePost, type PostStatus, statusLabel } from "./workflow";

type PostRow = typeof posts.$inferSelect;

/** Who hears of a post reaching a status: the one it now waits on, and whoever follows that step. */
function toldOf(post: PostRow, to: PostStatus) {
  const writer = post.assignedFreelancerId ? [post.assignedFreelancerId] : [];
  switch (to) {
    case "in_review":
      return { userIds: [], admins: true };
    case "awaiting_client":
      return { userIds: [post.clientId], admins: false };
    case "changes_requested":
      return { userIds: writer, admins: true };
    case "published":
      return { userIds: [post.clientId], admins: true };
    default:
      return { userIds: writer, admins: true };
  }
}

/** The notification's line, in each recipient's language. */
const titleOf =
  (post: PostRow, to: PostStatus): Words =>
  ({ m }) =>
    to === "awaiting_client"
      ? m.notify_post_awaiting({ title: post.title })
      : m.notify_post_status({ title: post.title, status: statusLabel[to](m) });

/** Writes one move of a post in the caller's transaction, only over `expected`; false when the post moved meanwhile. */
async function writeMove(
  tx: Db,
  post: PostRow,
  expected: number,
  moved: { status: PostStatus; note: string | null; publishedUrl?: string },
  actor: PostActor,
) {
  const [saved] = await tx
    .update(posts)
    .set({
      status: moved.status,
      version: sql`${posts.version} + 1`,
      updatedAt: new Date(),
      ...(moved.publishedUrl ? { publishedUrl: moved.publishedUrl } : {}),
    })
    .where(and(eq(posts.id, post.id), eq(posts.version, expected)))
    .returning({ id: posts.id });
  if (!saved) return false;
  await recordPostEvent(tx, actor, {
    postId: post.id,
    from: post.status,
    to: moved.status,
    note: moved.note,
    action: "post-moved",
  });
  return true;
}

async function platformsOf(db: Db, postId: string) {
  const rows = await db
    .select({ platform: postVariants.platform })
    .from(postVariants)
    .where(eq(postVariants.postId, postId));
  return rows.map((r) => r.platform as Platform);
}

/**
 * One move of a post's workflow (workflow.ts), made on the version the mover saw: of two decisions on one post at
 * once, one is written and the other answered with a conflict (`WHERE version = expected` in one transaction),
 * never both. Recorded in the post's history and the audit log; the people the post now waits on are told.
 */
export async function applyMove(
  db: Db,
  user: SessionUser,
  postId: string,
  input: MoveForm,
  actor: PostActor,
  texts: PortalTexts,
): Promise<Result<{ message: string; status: PostStatus }>> {
  const m = calendarMessages(texts.m);
  const post = await visiblePost(db, user, postId);
  if (!post) return fail("not-found", m.postNotFound);
  const state = { ...post, platforms: await platformsOf(db, postId) };
  const moved = movePost(state, { role: user.role, userId: user.id } satisfies Mover, input, texts.m);
  if (!moved.ok && moved.problem.kind === "forbidden") return moved;
  // Made on a version that is gone: say so first, whatever the post's status now (a decision that arrives after
  // another is told it lost, not that the post has moved on to a status it cannot leave).
  if (post.version !== input.version) return fail("conflict", m.stale);
  if (!moved.ok) return moved;
  return db.transaction(async (tx) => {
    if (!(await writeMove(tx, post, input.version, moved.value, actor))) return fail("conflict", m.stale);
    await publishPosts(tx, post.clientId);
    await notify(tx, {
      kind: "post",
      ...toldOf(post, moved.value.status),
      actorId: user.id,
      title: titleOf(post, moved.value.status),
      body: moved.value.note ?? "",
      link: await noticeLink(tx, post, moved.value.status, actor),
      thread: `post:${post.id}`,
    });
    return ok({ message: m.moved(statusLabel[moved.value.status](texts.m)), status: moved.value.status });
  });
}

/**
 * The client approves every post of the month awaiting them, in one transaction: all of them or, when one cannot
 * be written, none. Each is one move in its history and the audit log; admins and the writers hear of it once.
 */
export async function approveAll(
  db: Db,
  user: SessionUser,
  month: string,
  actor: PostActor,
  texts: PortalTexts,
): Promise<Result<{ message: string; approved: number }>> {
  const m = calendarMessages(texts.m);
  if (user.role !== "client") return fail("forbidden", m.clientOnly);
  const { start, end } = monthRange(month);
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select()
      .from(posts)
      .where(
        and(
          eq(posts.clientId, user.id),
          eq(posts.status, "awaiting_client"),
          gte(posts.scheduledAt, start),
          lt(posts.scheduledAt, end),
        ),
      )
      .for("update");
    if (waiting.length === 0) return fail("conflict", m.noneAwaiting);
    const now = new Date();
    for (const post of waiting) {
      const client = { role: "client", userId: user.id } as const;
      const moved = movePost({ ...post, platforms: [] }, client, { move: "approve" }, texts.m, now);
      // The rows are locked and awaiting this client: neither can fail, and if one did, nothing is approved.
      if (!moved.ok || !(await writeMove(tx, post, post.version, moved.value, actor))) {
        throw new Error(`approve-all could not approve post ${post.id}`);
      }
    }
    await publishPosts(tx, user.id);
    const writers = [...new Set(waiting.flatMap((p) => (p.assignedFreelancerId ? [p.assignedFreelancerId] : [])))];
    await notify(tx, {
      kind: "post",
      userIds: writers,
      admins: true,
      actorId: user.id,
      title: ({ m, locale }) =>
        m.notify_posts_approved({ count: waiting.length, month: formatMonth(month, "long", locale) }),
      link: calendarPage({ client: user.flideskId, month }),
    });
    return ok({ message: m.approvedAll(waiting.length), approved: waiting.length });
  });
}
