import { monthOf, monthRange } from "~/features/calendar/colombo-time";
import type { Db } from "~/lib/db.server";
import { postEvents, posts, postVariants } from "./schema";
import type { PostStatus } from "./schema/values";

/** FLD-CLNT1's four platforms, as chosen in the wizard (Growth allows four). */
export const DEMO_PLATFORMS = ["Instagram", "Facebook", "LinkedIn", "TikTok"] as const;

// How the demo month's 30 posts stand: the first days gone out, the middle with the client, the last still written.
const STATES: PostStatus[] = [
  ...Array<PostStatus>(6).fill("published"),
  "failed",
  ...Array<PostStatus>(5).fill("scheduled"),
  "approved",
  ...Array<PostStatus>(5).fill("awaiting_client"),
  "on_hold",
  ...Array<PostStatus>(3).fill("changes_requested"),
  ...Array<PostStatus>(4).fill("in_review"),
  ...Array<PostStatus>(4).fill("draft"),
];

// The moves that lead to each status, for the post's history.
const PATHS: Record<PostStatus, PostStatus[]> = {
  draft: ["draft"],
  in_review: ["draft", "in_review"],
  awaiting_client: ["draft", "in_review", "awaiting_client"],
  changes_requested: ["draft", "in_review", "awaiting_client", "changes_requested"],
  on_hold: ["draft", "in_review", "awaiting_client", "on_hold"],
  approved: ["draft", "in_review", "awaiting_client", "approved"],
  scheduled: ["draft", "in_review", "awaiting_client", "scheduled"],
  published: ["draft", "in_review", "awaiting_client", "scheduled", "published"],
  failed: ["draft", "in_review", "awaiting_client", "scheduled", "failed"],
};

const TOPICS = [
  "First flush harvest",
  "Tea tasting notes",
  "Estate sunrise",
  "Behind the factory",
  "Gift boxes",
  "Brewing tips",
];

/**
 * FLD-CLNT1's content calendar for `now`'s month: the Growth plan's 30 posts in every status, written by FLD-FRLN1,
 * each with its history. One post a day (30 days at most lack one day in a 31-day month), at 09:30 or 18:00.
 */
export async function seedCalendar(tx: Db, ids: { client: string; writer: string; admin: string }, now = new Date()) {
  const { start } = monthRange(monthOf(now));
  const rows = STATES.map((status, i) => ({
    clientId: ids.client,
    title: `${TOPICS[i % TOPICS.length]} #${i + 1}`,
    scheduledAt: new Date(start.getTime() + i * 86_400_000 + (i % 2 === 0 ? 4 : 12.5) * 3_600_000),
    status,
    assignedFreelancerId: ids.writer,
    publishedUrl: status === "published" ? `https://www.instagram.com/p/demo${i + 1}/` : null,
    version: PATHS[status].length,
  }));
  const created = await tx.insert(posts).values(rows).returning({ id: posts.id, status: posts.status });
  await tx.insert(postVariants).values(
    created.flatMap((post, i) =>
      DEMO_PLATFORMS.slice(0, 1 + (i % DEMO_PLATFORMS.length)).map((platform) => ({
        postId: post.id,
        platform,
        caption: `Ceylon Tea Co.: ${TOPICS[i % TOPICS.length]?.toLowerCase()}. Freshly picked in the hills of Nuwara Eliya.`,
        hashtags: ["ceylontea", "srilanka"],
      })),
    ),
  );
  const by = (to: PostStatus) =>
    ["in_review", "draft", "published", "failed"].includes(to)
      ? { actorId: ids.writer, actorName: "Nimal Wickramasinghe" }
      : to === "awaiting_client"
        ? { actorId: ids.admin, actorName: "Kasun Jayawardena" }
        : { actorId: ids.client, actorName: "Dilani Perera" };
  await tx.insert(postEvents).values(
    created.flatMap((post) =>
      PATHS[post.status].map((to, step, path) => ({
        postId: post.id,
        fromStatus: step === 0 ? null : (path[step - 1] ?? null),
        toStatus: to,
        ...by(to),
        note: to === "changes_requested" ? "Please mention the new gift box price." : null,
        at: new Date(now.getTime() - (path.length - step) * 3_600_000),
      })),
    ),
  );
}
