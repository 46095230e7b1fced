import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { postMedia, postVariants, users } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import { recordAudit } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import { imageSizeOf } from "~/lib/image-size.server";
import type { PortalTexts } from "~/lib/portal-texts";
import { fail, ok, type Result } from "~/lib/result";
import type { Storage } from "~/lib/storage.server";
import { POST_IMAGES } from "~/lib/upload-limits";
import { calendarMessages } from "../messages";
import { type PostActor, publishPosts } from "../post-events.server";
import { lockEditable, variantMedia, writablePost } from "./media-access.server";
import { checkCalendarCap } from "./media-cap.server";
import { type MediaMessages, mediaMessages } from "./media-rules";
import { type NewMedia, postMediaTypeOf } from "./media-schema.server";

type Kind = "image" | "video";
export type MediaServices = { db: Db; storage: Storage };

/** Up to ten pictures or one video per platform's variant, never both: what the variant holds decides. */
export function mixProblem(existing: { kind: Kind }[], adding: Kind, m: MediaMessages): string | null {
  const hasVideo = existing.some((e) => e.kind === "video");
  if (adding === "video") return existing.length === 0 ? null : hasVideo ? m.oneVideo : m.mixed;
  if (hasVideo) return m.mixed;
  return existing.length >= POST_IMAGES ? m.tooManyImages : null;
}

/** Best effort: a file no row names is only wasted space, so a failure to remove it is logged, not raised. */
export async function removeStored(storage: Storage, key: string) {
  await storage.delete(key).catch((error) => console.error(`Removing post media ${key} failed:`, error));
}

/**
 * Adds a picture or a video to one platform's variant of a post (decision 41). The file (already on disk, checked
 * by its bytes and size as it arrived) is checked against what the variant holds and the calendar's monthly cap,
 * streamed to storage, then recorded under the post's row lock, where the variant's rule and the cap are checked
 * once more: a refusal there removes the stored file, and nothing is recorded. Answered in the uploader's language.
 */
export async function addMedia(
  { db, storage }: MediaServices,
  user: SessionUser,
  postId: string,
  input: NewMedia,
  actor: PostActor,
  texts: PortalTexts,
): Promise<Result<{ message: string; id: string }>> {
  const m = mediaMessages(texts.m);
  const post = await writablePost(db, user, postId, texts.m);
  if (!post.ok) return post;
  const file = input.file;
  const type = postMediaTypeOf(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!type) return fail("invalid", m.notMedia);
  const kind: Kind = type.type.startsWith("video/") ? "video" : "image";
  const [variant] = await db
    .select({ id: postVariants.id })
    .from(postVariants)
    .where(and(eq(postVariants.postId, postId), eq(postVariants.platform, input.platform)));
  if (!variant) return fail("invalid", m.notOnPost);
  const ready = await admissible(
    db,
    { clientId: post.value.clientId, postId, platform: input.platform },
    kind,
    file.size,
    texts,
  );
  if (!ready.ok) return ready;
  const key = `posts/${postId}/${Date.now()}-${randomBytes(6).toString("hex")}.${type.type.split("/")[1]}`;
  try {
    await storage.put(key, file, type.type);
  } catch (error) {
    console.error("Storing a post's media failed:", error);
    return fail("unavailable", m.unavailable);
  }
  const size = kind === "image" ? await imageSizeOf(file, type.type) : null;
  const row = { postId, clientId: post.value.clientId, platform: input.platform, kind, storageKey: key };
  const details = { contentType: type.type, bytes: file.size, alt: input.alt, ...size, uploadedBy: user.id };
  try {
    const result = await record(db, { ...row, ...details }, actor, texts);
    if (!result.ok) await removeStored(storage, key);
    return result;
  } catch (error) {
    await removeStored(storage, key);
    throw error;
  }
}

/** What the variant holds and the month's uploads allow, before anything is stored. */
async function admissible(
  db: Db,
  { clientId, postId, platform }: { clientId: string; postId: string; platform: string },
  kind: Kind,
  bytes: number,
  texts: PortalTexts,
) {
  const problem = mixProblem(await variantMedia(db, postId, platform), kind, mediaMessages(texts.m));
  if (problem) return fail("invalid", problem);
  return checkCalendarCap(db, clientId, bytes, texts);
}

type NewRow = typeof postMedia.$inferInsert;

/** The row, at the end of the variant's order, with the audit row and the live change, under the post's lock. */
async function record(db: Db, media: Omit<NewRow, "position">, actor: PostActor, texts: PortalTexts) {
  const m = mediaMessages(texts.m);
  return db.transaction(async (tx): Promise<Result<{ message: string; id: string }>> => {
    // The client's row first: two uploads to one calendar are counted one after the other against its cap.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, media.clientId)).for("update");
    if (!(await lockEditable(tx, media.postId))) return fail("conflict", calendarMessages(texts.m).notEditable);
    const kind = media.kind as Kind;
    const existing = await variantMedia(tx, media.postId, media.platform);
    const problem = mixProblem(existing, kind, m);
    if (problem) return fail("invalid", problem);
    const cap = await checkCalendarCap(tx, media.clientId, media.bytes, texts);
    if (!cap.ok) return cap;
    const position = existing.reduce((last, e) => Math.max(last, e.position), 0) + 1;
    const [row] = await tx
      .insert(postMedia)
      .values({ ...media, position })
      .returning({ id: postMedia.id });
    if (!row) throw new Error("post media insert returned no row");
    await recordAudit(tx, {
      action: "post-edited",
      by: actor,
      target: { type: "post", id: media.postId },
      detail: { media: "added", platform: media.platform, kind, bytes: media.bytes },
    });
    await publishPosts(tx, media.clientId);
    return ok({ message: m.added(kind), id: row.id });
  });
}
