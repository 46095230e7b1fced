import { and, count, eq, gt, inArray, isNull, max } from "drizzle-orm";
import { reviewLinks } from "#db/schema";
import { type AuditActor, recordAudit } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import { reviewPath } from "./paths";
import { hashReviewToken, newReviewToken, REVIEW_LINK_DAYS, REVIEW_TOKEN } from "./tokens.server";

const DAY_MS = 24 * 60 * 60 * 1000;

type NewLink = { clientId: string; month: string; by: AuditActor; via: "share" | "mail" };

/**
 * Makes a review link for a client's month and audits it, in the caller's transaction: the plain token is in the
 * answer only (shown once, or put in the client's mail); the table keeps its hash.
 */
export async function makeReviewLink(db: Db, { clientId, month, by, via }: NewLink, now = new Date()) {
  const token = newReviewToken();
  const expiresAt = new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS);
  const [row] = await db
    .insert(reviewLinks)
    .values({ clientId, month, tokenHash: hashReviewToken(token), createdBy: by.userId, createdAt: now, expiresAt })
    .returning({ id: reviewLinks.id });
  await recordAudit(db, {
    action: "review-link-created",
    by,
    target: { type: "user", id: clientId },
    detail: { month, via, link: row?.id ?? null },
  });
  return { path: reviewPath(token), expiresAt };
}

const validNow = (now: Date) => and(isNull(reviewLinks.revokedAt), gt(reviewLinks.expiresAt, now));

/** Ends every valid link of the client's month; how many it ended. Audited once. */
export async function revokeMonthLinks(db: Db, clientId: string, month: string, by: AuditActor, now = new Date()) {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(reviewLinks)
      .set({ revokedAt: now })
      .where(and(eq(reviewLinks.clientId, clientId), eq(reviewLinks.month, month), validNow(now)))
      .returning({ id: reviewLinks.id });
    if (ended.length > 0) {
      await recordAudit(tx, {
        action: "review-link-revoked",
        by,
        target: { type: "user", id: clientId },
        detail: { month, links: ended.length },
      });
    }
    return ended.length;
  });
}

export type ReviewLinkStatus = { valid: number; latestExpiry: Date | null };

/** What the calendar says of a month's links: how many still open, and when the last of them ends. */
export async function reviewLinkStatus(db: Db, clientId: string, month: string, now = new Date()) {
  const [row] = await db
    .select({ valid: count(), latestExpiry: max(reviewLinks.expiresAt) })
    .from(reviewLinks)
    .where(and(eq(reviewLinks.clientId, clientId), eq(reviewLinks.month, month), validNow(now)));
  return { valid: row?.valid ?? 0, latestExpiry: row?.latestExpiry ?? null } satisfies ReviewLinkStatus;
}

export type ReviewLink = { id: string; clientId: string; month: string; expiresAt: Date };
export type FoundLink = { state: "open"; link: ReviewLink } | { state: "gone" } | { state: "unknown" };

/**
 * The link a token opens. Found by its hash, never by the token: the index compares digests, so how long a lookup
 * takes says nothing about how near a guess came to a real token. A revoked or expired link is `gone` (410), any
 * other token `unknown` (404).
 */
export async function findReviewLink(db: Db, token: string, now = new Date()): Promise<FoundLink> {
  if (!REVIEW_TOKEN.test(token)) return { state: "unknown" };
  const [row] = await db
    .select()
    .from(reviewLinks)
    .where(eq(reviewLinks.tokenHash, hashReviewToken(token)))
    .limit(1);
  if (!row) return { state: "unknown" };
  if (row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return { state: "gone" };
  return { state: "open", link: { id: row.id, clientId: row.clientId, month: row.month, expiresAt: row.expiresAt } };
}

/**
 * Which of these links still open (neither revoked nor expired): the change feed asks it for the review pages' streams
 * it holds, so a stream ends with its link.
 */
export async function openReviewLinkIds(db: Db, ids: string[], now = new Date()) {
  const open = new Set<string>();
  // In slices: one query's parameters are limited, and a process may hold many streams.
  for (let from = 0; from < ids.length; from += 1000) {
    const rows = await db
      .select({ id: reviewLinks.id })
      .from(reviewLinks)
      .where(and(inArray(reviewLinks.id, ids.slice(from, from + 1000)), validNow(now)));
    for (const row of rows) open.add(row.id);
  }
  return open;
}
