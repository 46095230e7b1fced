import { asc, eq } from "drizzle-orm";
import { postEvents, postVariants, users } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import type { Db } from "~/lib/db.server";
import type { PortalMessages } from "~/lib/portal-texts";
import { calendarClient, visiblePost, writersOf } from "./access.server";
import { type ClientPlan, clientPlan } from "./client-plan.server";
import { localValueOf, monthOf } from "./colombo-time";
import { listPostComments } from "./comments/post-comments.server";
import { changedSinceAsked, historyEntries } from "./history/post-history";
import { listVersions } from "./history/versions.server";
import { postMediaItems } from "./media/media-view.server";
import { sendWarnings } from "./messages";
import { monthQuota } from "./month.server";
import type { Platform } from "./platforms";
import { EDITABLE, movesFor } from "./workflow";

/**
 * One post's page: the post, its variants, its history and what the viewer may do with it (its moves, and the edit
 * form while it is the writer's), its warnings in the viewer's language (`m`). Null when the viewer may not see it, which the route answers as a 404.
 */
export async function postView(db: Db, user: SessionUser, postId: string, m: PortalMessages) {
  const post = await visiblePost(db, user, postId);
  if (!post) return null;
  const [variants, events, versions, comments, plan, writers, [client], media] = await Promise.all([
    db.select().from(postVariants).where(eq(postVariants.postId, postId)).orderBy(asc(postVariants.platform)),
    db.select().from(postEvents).where(eq(postEvents.postId, postId)).orderBy(asc(postEvents.at), asc(postEvents.id)),
    listVersions(db, postId),
    listPostComments(db, user, post),
    clientPlan(db, post.clientId),
    user.role === "admin" ? writersOf(db, post.clientId) : Promise.resolve([]),
    db.select({ deskId: users.flideskId, name: users.displayName }).from(users).where(eq(users.id, post.clientId)),
    postMediaItems(db, [postId]),
  ]);
  const history = events.map((e) => ({
    id: e.id,
    from: e.fromStatus,
    to: e.toStatus,
    by: e.actorName,
    at: e.at,
    note: e.note,
  }));
  const platforms = variants.map((v) => v.platform as Platform);
  const moves = movesFor({ ...post, platforms }, { role: user.role, userId: user.id });
  // What the admin should know before the post goes to the client: a month past the plan's posts, a platform unpaid.
  const warnings = moves.includes("send") ? await sendWarningsFor(db, post, plan, platforms, m) : [];
  const mayEdit =
    EDITABLE.includes(post.status) &&
    (user.role === "admin" || (user.role === "freelancer" && post.assignedFreelancerId === user.id));
  return {
    post: { ...post, localTime: localValueOf(post.scheduledAt), month: monthOf(post.scheduledAt) },
    variants,
    history: historyEntries(history, versions),
    sinceAsked: changedSinceAsked(history, versions),
    // Null for a freelancer who is not the post's writer: they take no part in its comments.
    comments,
    media,
    moves,
    warnings,
    mayEdit,
    clientDeskId: client?.deskId ?? "",
    businessName: plan.businessName ?? client?.name ?? client?.deskId ?? "",
    clientPlatforms: plan.platforms,
    writers,
  };
}

async function sendWarningsFor(
  db: Db,
  post: { clientId: string; scheduledAt: Date },
  plan: ClientPlan,
  platforms: Platform[],
  m: PortalMessages,
) {
  const warnings = sendWarnings(m);
  const quota = await monthQuota(db, post.clientId, monthOf(post.scheduledAt), plan);
  return [
    ...(quota.over > 0 ? [warnings.overQuota(quota.over, quota.promised)] : []),
    ...platforms.filter((p) => !plan.platforms.includes(p)).map(warnings.unpaidPlatform),
  ];
}

export type PostView = NonNullable<Awaited<ReturnType<typeof postView>>>;

/** The client of a calendar page with what its forms need: the client's platforms and writers. */
export async function calendarContext(db: Db, user: SessionUser, deskId: string | null) {
  const client = await calendarClient(db, user, deskId);
  if (!client) return null;
  const [plan, writers] = await Promise.all([
    clientPlan(db, client.id),
    user.role === "admin" ? writersOf(db, client.id) : Promise.resolve([]),
  ]);
  return { client, plan, writers };
}
