import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import { postMedia, posts, postVariants, users } from "#db/schema";
import { personName } from "~/features/accounts/index.server";
import type { Db } from "~/lib/db.server";
import { UUID_PATTERN } from "~/lib/validation";
import { clientPlan } from "../client-plan.server";
import { monthRange, monthTitle } from "../colombo-time";
import { postMediaItems } from "../media/media-view.server";
import type { Platform } from "../platforms";
import type { ReviewLink } from "./links.server";

/** The posts of the link's client and month, whatever their status. */
export const ofLinkMonth = (link: Pick<ReviewLink, "clientId" | "month">) => {
  const { start, end } = monthRange(link.month);
  return and(eq(posts.clientId, link.clientId), gte(posts.scheduledAt, start), lt(posts.scheduledAt, end));
};

/** Those still awaiting the client: the only posts a review link shows. */
const awaitingInMonth = (link: Pick<ReviewLink, "clientId" | "month">) =>
  and(ofLinkMonth(link), eq(posts.status, "awaiting_client"));

/**
 * What the review page shows: the business's name, the month, and its posts awaiting approval with each platform's
 * text. Nothing else of the account (no email, desk ID, plan, other months or internal notes).
 */
export async function reviewPageData(db: Db, link: ReviewLink) {
  const [plan, [client], rows] = await Promise.all([
    clientPlan(db, link.clientId),
    db
      .select({ name: personName(users) })
      .from(users)
      .where(eq(users.id, link.clientId)),
    db
      .select({ id: posts.id, title: posts.title, scheduledAt: posts.scheduledAt, version: posts.version })
      .from(posts)
      .where(awaitingInMonth(link))
      .orderBy(asc(posts.scheduledAt), asc(posts.id)),
  ]);
  const variants = rows.length
    ? await db
        .select({
          postId: postVariants.postId,
          platform: postVariants.platform,
          caption: postVariants.caption,
          hashtags: postVariants.hashtags,
          firstComment: postVariants.firstComment,
        })
        .from(postVariants)
        .where(
          inArray(
            postVariants.postId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(postVariants.platform))
    : [];
  // Served from the link's own address (`reviewMediaPath`), which the page builds: the token is not in the data.
  const media = await postMediaItems(
    db,
    rows.map((r) => r.id),
  );
  return {
    media: media.map(({ url: _, ...item }) => item),
    businessName: plan.businessName ?? client?.name ?? "",
    month: link.month,
    title: monthTitle(link.month),
    expiresAt: link.expiresAt.toISOString(),
    posts: rows.map((row) => ({
      ...row,
      variants: variants
        .filter((v) => v.postId === row.id)
        .map(({ postId: _, ...v }) => ({ ...v, platform: v.platform as Platform })),
    })),
  };
}

/**
 * A file of the link's posts awaiting approval, by its id: what the review page's previews show, and nothing else
 * (a file of another client, month or a post no longer awaiting them is null).
 */
export async function reviewMedia(db: Db, link: ReviewLink, mediaId: string) {
  if (!UUID_PATTERN.test(mediaId)) return null;
  const [row] = await db
    .select({ media: postMedia })
    .from(postMedia)
    .innerJoin(posts, eq(posts.id, postMedia.postId))
    .where(and(eq(postMedia.id, mediaId), awaitingInMonth(link)))
    .limit(1);
  return row?.media ?? null;
}

export type ReviewPageData = Awaited<ReturnType<typeof reviewPageData>>;
