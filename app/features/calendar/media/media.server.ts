import { eq } from "drizzle-orm";
import { postMedia } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import { recordAudit } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import type { PortalMessages } from "~/lib/portal-texts";
import { fail, ok, type Result } from "~/lib/result";
import { calendarMessages } from "../messages";
import { type PostActor, publishPosts } from "../post-events.server";
import { type MediaServices, removeStored } from "./add-media.server";
import { lockEditable, mediaOfPost, variantMedia, writablePost } from "./media-access.server";
import { type MediaMessages, mediaMessages } from "./media-rules";
import type { MediaInput } from "./media-schema.server";

type Done = Result<{ message: string }>;
type Change = Exclude<MediaInput, { intent: "add-media" }>;

/**
 * Removes, reorders or describes one of a post's media, by whoever may edit the post and while they may (the same
 * rule as adding), under the post's row lock; the change is audited and told to the open calendars. Answered in the
 * writer's language (`texts`).
 */
export async function changeMedia(
  { db, storage }: MediaServices,
  user: SessionUser,
  postId: string,
  input: Change,
  actor: PostActor,
  texts: PortalMessages,
): Promise<Done> {
  const m = mediaMessages(texts);
  const post = await writablePost(db, user, postId, texts);
  if (!post.ok) return post;
  const found = await mediaOfPost(db, postId, input.mediaId, texts);
  if (!found.ok) return found;
  const media = found.value;
  const result = await db.transaction(async (tx): Promise<Done> => {
    if (!(await lockEditable(tx, postId))) return fail("conflict", calendarMessages(texts).notEditable);
    const done = await apply(tx, media, input, m);
    if (!done.ok) return done;
    await recordAudit(tx, {
      action: "post-edited",
      by: actor,
      target: { type: "post", id: postId },
      detail: { media: input.intent.replace("-media", ""), platform: media.platform, kind: media.kind },
    });
    await publishPosts(tx, post.value.clientId);
    return done;
  });
  // The file goes once no row names it; a failed removal leaves only unused bytes behind.
  if (result.ok && input.intent === "remove-media") await removeStored(storage, media.storageKey);
  return result;
}

type Media = typeof postMedia.$inferSelect;

async function apply(tx: Db, media: Media, input: Change, m: MediaMessages): Promise<Done> {
  switch (input.intent) {
    case "remove-media": {
      const gone = await tx.delete(postMedia).where(eq(postMedia.id, media.id)).returning({ id: postMedia.id });
      return gone.length > 0 ? ok({ message: m.removed }) : fail("not-found", m.notFound);
    }
    case "alt-media":
      await tx.update(postMedia).set({ alt: input.alt }).where(eq(postMedia.id, media.id));
      return ok({ message: m.altSaved });
    case "move-media":
      return swap(tx, media, input.direction, m);
  }
}

/** Swaps the item with its neighbour in the variant's order; at either end it stays where it is. */
async function swap(tx: Db, media: Media, direction: "up" | "down", m: MediaMessages): Promise<Done> {
  const order = await variantMedia(tx, media.postId, media.platform);
  const at = order.findIndex((e) => e.id === media.id);
  if (at < 0) return fail("not-found", m.notFound);
  const other = order[direction === "up" ? at - 1 : at + 1];
  if (!other) return ok({ message: m.moved });
  // Positions are renumbered from the order as read, so two items that shared a position part too.
  const renumbered = order.map((e) => e.id);
  renumbered[at] = other.id;
  renumbered[order.indexOf(other)] = media.id;
  for (const [index, id] of renumbered.entries()) {
    await tx
      .update(postMedia)
      .set({ position: index + 1 })
      .where(eq(postMedia.id, id));
  }
  return ok({ message: m.moved });
}
