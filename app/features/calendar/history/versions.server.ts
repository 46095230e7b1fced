import { and, asc, desc, eq, sql } from "drizzle-orm";
import { postEvents, postVariants, postVersions, type VersionVariant } from "#db/schema";
import type { Db } from "~/lib/db.server";
import type { PostActor } from "../post-events.server";
import type { PostInput } from "../post-schema.server";

/** Whether the post has ever been with the client: from then on its edits are versions (decision 40). */
async function reachedClient(tx: Db, postId: string) {
  const [first] = await tx
    .select({ by: postEvents.actorName, actorId: postEvents.actorId, at: postEvents.at })
    .from(postEvents)
    .where(and(eq(postEvents.postId, postId), eq(postEvents.toStatus, "awaiting_client")))
    .orderBy(asc(postEvents.at))
    .limit(1);
  return first ?? null;
}

const asVersion = (v: { platform: string; caption: string; hashtags: string[]; firstComment: string | null }) => ({
  platform: v.platform,
  caption: v.caption,
  hashtags: v.hashtags,
  firstComment: v.firstComment ?? "",
});

type Before = { id: string; title: string; scheduledAt: Date };

/**
 * Called by an edit in its transaction, before the variants are replaced: once the post has been with the client,
 * keeps the content as it was (version 1, what the client was sent, the first time only) and as the edit leaves it.
 * Before the client has seen the post, edits are the writer's drafts and make no version.
 */
export async function keepVersions(tx: Db, post: Before, input: PostInput, actor: PostActor) {
  const sent = await reachedClient(tx, post.id);
  if (!sent) return;
  // The post's row is locked by the edit's UPDATE, so two edits never count the same number.
  const [last] = await tx
    .select({ number: postVersions.number })
    .from(postVersions)
    .where(eq(postVersions.postId, post.id))
    .orderBy(desc(postVersions.number))
    .limit(1);
  let number = last?.number ?? 0;
  if (number === 0) {
    const variants = await tx.select().from(postVariants).where(eq(postVariants.postId, post.id));
    number = 1;
    await tx.insert(postVersions).values({
      postId: post.id,
      number,
      title: post.title,
      scheduledAt: post.scheduledAt,
      variants: variants.map(asVersion),
      actorId: sent.actorId,
      actorName: sent.by,
      at: sent.at,
    });
  }
  await tx.insert(postVersions).values({
    postId: post.id,
    number: number + 1,
    title: input.title,
    scheduledAt: input.scheduledAt,
    variants: input.variants.map(asVersion),
    actorId: actor.userId,
    actorName: actor.name,
    // The transaction's time, as the edit's line in the history has it: the two are shown as one.
    at: sql`now()`,
  });
}

export type StoredVersion = {
  number: number;
  title: string;
  scheduledAt: Date;
  variants: VersionVariant[];
  by: string;
  at: Date;
};

/** The post's versions, oldest first. */
export async function listVersions(db: Db, postId: string): Promise<StoredVersion[]> {
  return db
    .select({
      number: postVersions.number,
      title: postVersions.title,
      scheduledAt: postVersions.scheduledAt,
      variants: postVersions.variants,
      by: postVersions.actorName,
      at: postVersions.at,
    })
    .from(postVersions)
    .where(eq(postVersions.postId, postId))
    .orderBy(asc(postVersions.number));
}
