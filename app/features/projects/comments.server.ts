import { eq } from "drizzle-orm";
import { updateComments } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import { notify } from "~/features/notifications/index.server";
import { englishTexts } from "~/lib/actor-texts.server";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";
import type { PortalTexts } from "~/lib/portal-texts";
import { fail, ok, type Result } from "~/lib/result";
import { imageTypeOfFile, type Storage, storeImage } from "~/lib/storage.server";
import { commentFor, type UpdateAccess, updateFor } from "./access.server";
import { type CommentAnswers, updateOnItsPage, withinEditWindow } from "./comment-rules";
import type { NewComment } from "./comments-schema.server";
import { englishCommentAnswers } from "./comments-schema.server";
import { checkUploadCap, checkUploadCapLocked } from "./upload-cap.server";

export type CommentResult = Result<{ message: string; id?: string }>;

/** Tells everyone viewing the project that its updates changed (their pages reload them), on commit. */
export const publishUpdates = (tx: Db, access: Pick<UpdateAccess, "projectId" | "clientId" | "freelancerId">) =>
  publishChange(tx, {
    kind: "update",
    projectId: access.projectId,
    clientId: access.clientId,
    freelancerIds: access.freelancerId ? [access.freelancerId] : [],
  });

/** An update's conversation, its comments and the client's decisions: mailed at once at most every 10 minutes. */
export const updateThread = (updateId: string) => `update:${updateId}`;

/** The first words of a text, for a notification's line. */
const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

/** The image's storage key, after a check of its bytes; null without one. */
async function storeCommentImage(
  db: Db,
  storage: Storage,
  projectId: string,
  file: File | null,
  a: CommentAnswers,
  texts: PortalTexts,
): Promise<Result<string | null>> {
  if (!file) return ok(null);
  if (!(await imageTypeOfFile(file))) return fail("invalid", a.onlyImages);
  // Refused before anything is stored; counted again under the project's lock when the comment is recorded.
  const cap = await checkUploadCap(db, projectId, file.size, texts);
  if (!cap.ok) return cap;
  try {
    return ok(await storeImage(storage, projectId, file));
  } catch (error) {
    console.error("Storing a comment's image failed:", error);
    return fail("unavailable", a.imageUnavailable);
  }
}

/** Best effort: a file left behind is only wasted space, so a failure is logged, not raised. */
async function removeImage(storage: Storage, key: string | null) {
  if (key) await storage.delete(key).catch((error) => console.error(`Removing image ${key} failed:`, error));
}

/**
 * A comment on an update the user may see (docs/product.md, Comments and approvals): the row, the change feed
 * and a notification to everyone else on the project, in one transaction. Answered in `a`, the monthly upload cap's
 * refusal in `texts` (the writer's language; English by default).
 */
export async function addComment(
  db: Db,
  storage: Storage,
  user: SessionUser,
  input: Pick<NewComment, "updateId" | "body" | "image">,
  a: CommentAnswers = englishCommentAnswers,
  texts: PortalTexts = englishTexts,
): Promise<CommentResult> {
  const access = await updateFor(db, user, input.updateId);
  if (!access) return fail("not-found", a.updateNotFound);
  const image = await storeCommentImage(db, storage, access.projectId, input.image, a, texts);
  if (!image.ok) return image;
  const imageBytes = input.image && image.value ? input.image.size : 0;
  try {
    const result = await db.transaction(async (tx): Promise<CommentResult> => {
      const cap = await checkUploadCapLocked(tx, access.projectId, imageBytes, texts);
      if (!cap.ok) return cap;
      const [row] = await tx
        .insert(updateComments)
        .values({
          updateId: access.updateId,
          projectId: access.projectId,
          authorId: user.id,
          body: input.body,
          image: image.value,
          imageBytes,
        })
        .returning({ id: updateComments.id });
      if (!row) throw new Error("insert returned no row");
      await publishUpdates(tx, access);
      await notify(tx, {
        kind: "comment",
        userIds: [access.clientId, ...(access.freelancerId ? [access.freelancerId] : [])],
        admins: true,
        actorId: user.id,
        title: ({ m }) => m.notify_project_comment({ title: access.title }),
        body: excerpt(input.body),
        link: updateOnItsPage(access.projectId, access.updateId),
        thread: updateThread(access.updateId),
      });
      return ok({ message: a.commentAdded, id: row.id });
    });
    if (!result.ok) await removeImage(storage, image.value);
    return result;
  } catch (error) {
    // No comment names the image, so nobody could ever see it: it goes too.
    await removeImage(storage, image.value);
    throw error;
  }
}

type OwnComment = NonNullable<Awaited<ReturnType<typeof commentFor>>>;

/**
 * The comment when the user may change it: theirs, and within 15 minutes of posting (`now` is the server's clock;
 * tests pass their own). Another's comment, or a late change, is refused with 403 and its reason.
 */
async function ownComment(
  tx: Db,
  user: SessionUser,
  commentId: string,
  now: Date,
  a: CommentAnswers,
): Promise<Result<OwnComment>> {
  const comment = await commentFor(tx, user, commentId);
  if (!comment) return fail("not-found", a.commentNotFound);
  if (comment.authorId !== user.id) return fail("forbidden", a.notYours);
  if (!withinEditWindow(comment.createdAt, now)) return fail("forbidden", a.editWindowOver);
  return ok(comment);
}

/** The author's new text for their comment, within the edit window. */
export async function editComment(
  db: Db,
  user: SessionUser,
  input: { commentId: string; body: string },
  now = new Date(),
  a: CommentAnswers = englishCommentAnswers,
): Promise<CommentResult> {
  return db.transaction(async (tx) => {
    const comment = await ownComment(tx, user, input.commentId, now, a);
    if (!comment.ok) return comment;
    await tx
      .update(updateComments)
      .set({ body: input.body, editedAt: now })
      .where(eq(updateComments.id, comment.value.id));
    await publishUpdates(tx, comment.value);
    return ok({ message: a.commentEdited, id: comment.value.id });
  });
}

/** The author takes their comment back, within the edit window; its image goes once the row is gone. */
export async function deleteComment(
  db: Db,
  storage: Storage,
  user: SessionUser,
  input: { commentId: string },
  now = new Date(),
  a: CommentAnswers = englishCommentAnswers,
): Promise<CommentResult> {
  const result = await db.transaction(async (tx) => {
    const comment = await ownComment(tx, user, input.commentId, now, a);
    if (!comment.ok) return comment;
    await tx.delete(updateComments).where(eq(updateComments.id, comment.value.id));
    await publishUpdates(tx, comment.value);
    return ok(comment.value);
  });
  if (!result.ok) return result;
  await removeImage(storage, result.value.image);
  return ok({ message: a.commentDeleted, id: result.value.id });
}
