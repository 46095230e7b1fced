import { and, eq } from "drizzle-orm";
import { posts, users } from "#db/schema";
import { personName, type SessionUser } from "~/features/accounts/index.server";
import type { Db } from "~/lib/db.server";
import type { PortalTexts } from "~/lib/portal-texts";
import { fail, type Result } from "~/lib/result";
import { applyMove } from "../moves.server";
import type { PostActor } from "../post-events.server";
import type { PostStatus } from "../workflow";
import type { ReviewDecision } from "./decision-schema.server";
import type { ReviewLink } from "./links.server";
import { reviewMessages, viaLink } from "./messages";
import { ofLinkMonth } from "./review-page.server";

/** The link's client as the workflow's mover: a review link acts as its client (workflow.ts, `Mover`). */
async function clientOf(db: Db, clientId: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      flideskId: users.flideskId,
      email: users.email,
      role: users.role,
      displayName: users.displayName,
      name: personName(users),
      locale: users.locale,
    })
    .from(users)
    .where(and(eq(users.id, clientId), eq(users.role, "client")));
  return row ?? null;
}

/**
 * Approve, Request changes or Hold from a review link: only a post of the link's month awaiting its client, through
 * the same `applyMove` as the portal (so of two decisions on one post, one is made and the other told it lost). The
 * history and the audit log name "<name> via review link", with no user behind it.
 */
export async function decideByLink(
  db: Db,
  link: ReviewLink,
  input: ReviewDecision,
  ip: string | null,
  texts: PortalTexts,
): Promise<Result<{ message: string; status: PostStatus }>> {
  // Only a post of the link's month: one of another month or client is never this link's. Whether it still awaits
  // the client is applyMove's to answer (a decision made meanwhile makes this one stale: a 409 saying so).
  const [post] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, input.post), ofLinkMonth(link)));
  const client = await clientOf(db, link.clientId);
  if (!post || !client) return fail("not-found", reviewMessages(texts.m).postNotInLink);
  const actor: PostActor = { userId: null, flideskId: null, ip, name: viaLink(input.name) };
  return applyMove(db, client, post.id, { move: input.move, note: input.note, version: input.version }, actor, texts);
}
