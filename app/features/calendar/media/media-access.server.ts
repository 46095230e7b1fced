import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { postMedia, posts } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import type { Db } from "~/lib/db.server";
import type { PortalMessages } from "~/lib/portal-texts";
import { fail, ok, type Result } from "~/lib/result";
import { UUID_PATTERN } from "~/lib/validation";
import { calendarVisibleTo, visiblePost } from "../access.server";
import { calendarMessages } from "../messages";
import { EDITABLE } from "../workflow";
import { mediaMessages } from "./media-rules";

type Post = NonNullable<Awaited<ReturnType<typeof visiblePost>>>;

/**
 * The post when the user may change its media: the rule of editing the post itself (`editPost`), since media are
 * part of what the writer writes. An admin or the post's writer, while the post is Draft, In review or Changes
 * requested; a post the user may not see is a 404, as if absent. Refused in the words of `texts` (the user's language).
 */
export async function writablePost(
  db: Db,
  user: SessionUser,
  postId: string,
  texts: PortalMessages,
): Promise<Result<Post>> {
  const cm = calendarMessages(texts);
  const post = await visiblePost(db, user, postId);
  if (!post) return fail("not-found", cm.postNotFound);
  if (user.role === "client" || (user.role === "freelancer" && post.assignedFreelancerId !== user.id)) {
    return fail("forbidden", cm.notWriter);
  }
  if (!EDITABLE.includes(post.status)) return fail("conflict", cm.notEditable);
  return ok(post);
}

/**
 * Locks the post's row for a change of its media and says whether it is still editable: two uploads to one post, or
 * an upload and a move of the post, are taken one after the other.
 */
export async function lockEditable(tx: Db, postId: string) {
  const [row] = await tx.select({ status: posts.status }).from(posts).where(eq(posts.id, postId)).for("update");
  return row !== undefined && EDITABLE.includes(row.status);
}

/** The media of one platform's variant of a post, in order. */
export function variantMedia(db: Db, postId: string, platform: string) {
  return db
    .select()
    .from(postMedia)
    .where(and(eq(postMedia.postId, postId), eq(postMedia.platform, platform)))
    .orderBy(asc(postMedia.position), asc(postMedia.createdAt));
}

/** One of the post's media by its id, or a 404 for one of another post or none. */
export async function mediaOfPost(db: Db, postId: string, mediaId: string, texts: PortalMessages) {
  const [row] = await db
    .select()
    .from(postMedia)
    .where(and(eq(postMedia.id, mediaId), eq(postMedia.postId, postId)));
  return row ? ok(row) : fail("not-found", mediaMessages(texts).notFound);
}

/** A stored file the user may see: one of a post of a calendar they may open; null otherwise (served as a 404). */
export async function visibleMedia(db: Db, user: SessionUser, mediaId: string) {
  if (!UUID_PATTERN.test(mediaId)) return null;
  const [row] = await db
    .select({ media: postMedia })
    .from(postMedia)
    .innerJoin(posts, eq(posts.id, postMedia.postId))
    .where(and(eq(postMedia.id, mediaId), calendarVisibleTo(user, posts.clientId)))
    .limit(1);
  return row?.media ?? null;
}

/** The media of the given posts' variants, in order, for the pages that show them. */
export function mediaOfPosts(db: Db, postIds: string[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(postMedia)
    .where(inArray(postMedia.postId, postIds))
    .orderBy(asc(postMedia.platform), asc(postMedia.position), asc(postMedia.createdAt), sql`${postMedia.id}`);
}
