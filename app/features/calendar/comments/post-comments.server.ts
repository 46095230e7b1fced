import { and, asc, eq } from "drizzle-orm";
import { postComments, users } from "#db/schema";
import { personName, type SessionUser } from "~/features/accounts/index.server";
import { notify } from "~/features/notifications/index.server";
import { withinEditWindow } from "~/features/projects/index";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";
import { postPage } from "~/lib/portal-areas";
import type { PortalMessages } from "~/lib/portal-texts";
import { fail, ok, type Result } from "~/lib/result";
import { UUID_PATTERN } from "~/lib/validation";
import { visiblePost } from "../access.server";
import { calendarMessages, postCommentMessages } from "../messages";
import { publishPosts } from "../post-events.server";
import type { PostCommentInput } from "./comment-schema.server";

type Post = NonNullable<Awaited<ReturnType<typeof visiblePost>>>;

/**
 * Who may take part in a post's comments: its client, an admin, and its writer (decision 40). Another freelancer who
 * may see the client's calendar sees no comments and is refused (403); a post the user may not see is a 404.
 */
export const mayComment = (user: SessionUser, post: Post) =>
  user.role !== "freelancer" || post.assignedFreelancerId === user.id;

export type PostCommentView = {
  id: string;
  author: string;
  role: SessionUser["role"];
  body: string;
  internal: boolean;
  createdAt: Date;
  editedAt: Date | null;
  canChange: boolean;
};

/** The comments `user` may read on the post, oldest first: a client never gets an internal one, not even its id. */
export async function listPostComments(db: Db, user: SessionUser, post: Post, now = new Date()) {
  if (!mayComment(user, post)) return null;
  const rows = await db
    .select({
      id: postComments.id,
      authorId: postComments.authorId,
      author: personName(users),
      role: users.role,
      body: postComments.body,
      internal: postComments.internal,
      createdAt: postComments.createdAt,
      editedAt: postComments.editedAt,
    })
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.authorId))
    .where(and(eq(postComments.postId, post.id), user.role === "client" ? eq(postComments.internal, false) : undefined))
    .orderBy(asc(postComments.createdAt), asc(postComments.id));
  return rows.map(
    ({ authorId, ...row }): PostCommentView => ({
      ...row,
      canChange: authorId === user.id && withinEditWindow(row.createdAt, now),
    }),
  );
}

/** The post, when the user may comment on it (refused in the words of `texts`, the user's language). */
async function commentablePost(
  db: Db,
  user: SessionUser,
  postId: string,
  texts: PortalMessages,
): Promise<Result<Post>> {
  const post = await visiblePost(db, user, postId);
  if (!post) return fail("not-found", calendarMessages(texts).postNotFound);
  if (!mayComment(user, post)) return fail("forbidden", postCommentMessages(texts).writerOnly);
  return ok(post);
}

/** Tells the post's open pages: an internal comment only the agency's (the client's page is not even woken). */
async function publishComment(tx: Db, post: Post, internal: boolean) {
  if (!internal) return publishPosts(tx, post.clientId);
  const freelancerIds = post.assignedFreelancerId ? [post.assignedFreelancerId] : [];
  return publishChange(tx, { kind: "post", freelancerIds });
}

const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

type CommentResult = Result<{ message: string; id?: string }>;

/** A new comment on the post: the row, the live change and a notification to the others on it, in one transaction. */
export async function addPostComment(
  db: Db,
  user: SessionUser,
  postId: string,
  input: Extract<PostCommentInput, { intent: "comment" }>,
  texts: PortalMessages,
): Promise<CommentResult> {
  const m = postCommentMessages(texts);
  const found = await commentablePost(db, user, postId, texts);
  if (!found.ok) return found;
  const post = found.value;
  const internal = input.visibility === "internal";
  if (internal && user.role === "client") return fail("forbidden", m.internalAgencyOnly);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(postComments)
      .values({ postId, authorId: user.id, body: input.body, internal })
      .returning({ id: postComments.id });
    if (!row) throw new Error("comment insert returned no row");
    await publishComment(tx, post, internal);
    const writer = post.assignedFreelancerId ? [post.assignedFreelancerId] : [];
    await notify(tx, {
      kind: "comment",
      userIds: internal ? writer : [post.clientId, ...writer],
      admins: true,
      actorId: user.id,
      title: ({ m }) =>
        internal ? m.notify_post_internal_comment({ title: post.title }) : m.notify_post_comment({ title: post.title }),
      body: excerpt(input.body),
      link: `${postPage(post.id)}#comment-${row.id}`,
      thread: `post:${post.id}`,
    });
    return ok({ message: m.commentAdded, id: row.id });
  });
}

/** The comment when the user may change it: on a post they may comment on, theirs, within 15 minutes. */
async function ownComment(
  tx: Db,
  user: SessionUser,
  postId: string,
  commentId: string,
  texts: PortalMessages,
  now: Date,
) {
  const cm = postCommentMessages(texts);
  const found = await commentablePost(tx, user, postId, texts);
  if (!found.ok) return found;
  const [comment] = UUID_PATTERN.test(commentId)
    ? await tx
        .select()
        .from(postComments)
        .where(and(eq(postComments.id, commentId), eq(postComments.postId, postId)))
        .for("update")
    : [];
  // A client asking after an internal comment is told what they would be told of one that does not exist.
  if (!comment || (comment.internal && user.role === "client")) return fail("not-found", cm.commentNotFound);
  if (comment.authorId !== user.id) return fail("forbidden", cm.notYours);
  if (!withinEditWindow(comment.createdAt, now)) return fail("forbidden", cm.editWindowOver);
  return ok({ comment, post: found.value });
}

/** The author's new text for their comment, within the edit window (`now`: the server's clock, or a test's). */
export async function editPostComment(
  db: Db,
  user: SessionUser,
  postId: string,
  input: { commentId: string; body: string },
  texts: PortalMessages,
  now = new Date(),
): Promise<CommentResult> {
  return db.transaction(async (tx) => {
    const own = await ownComment(tx, user, postId, input.commentId, texts, now);
    if (!own.ok) return own;
    await tx.update(postComments).set({ body: input.body, editedAt: now }).where(eq(postComments.id, input.commentId));
    await publishComment(tx, own.value.post, own.value.comment.internal);
    return ok({ message: postCommentMessages(texts).commentEdited, id: input.commentId });
  });
}

/** The author takes their comment back, within the edit window. */
export async function deletePostComment(
  db: Db,
  user: SessionUser,
  postId: string,
  input: { commentId: string },
  texts: PortalMessages,
  now = new Date(),
): Promise<CommentResult> {
  return db.transaction(async (tx) => {
    const own = await ownComment(tx, user, postId, input.commentId, texts, now);
    if (!own.ok) return own;
    await tx.delete(postComments).where(eq(postComments.id, input.commentId));
    await publishComment(tx, own.value.post, own.value.comment.internal);
    return ok({ message: postCommentMessages(texts).commentDeleted, id: input.commentId });
  });
}
