import { and, eq, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import { checkoutSessions, draftLinks, invites, outbox, rateLimits, sessions, wizardDrafts } from "#db/schema";
import { INVITE_TTL_MS } from "~/features/accounts/invites.server";
import { DRAFT_TTL_MS } from "~/features/onboarding/drafts.server";
import type { Db } from "~/lib/db.server";
import { describeError } from "~/lib/errors.server";
import { SENSITIVE_TEXT_REMOVED } from "~/lib/outbox.server";

/** The advisory lock of the clean-up: one process at a time runs it (7243001 is the migrations'). */
export const CLEANUP_LOCK = 7243002;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How long each kind of row is kept once it has no use left. */
export const RETENTION = {
  // An unpaid checkout holds a password hash; a payment notification comes within minutes, not a day later.
  checkoutMs: DAY_MS,
  sentMailMs: 30 * DAY_MS,
  draftMs: DRAFT_TTL_MS,
  // Spent or expired invites stay a while, so a late click is told the link was used or has expired.
  inviteMs: 30 * DAY_MS,
} as const;

export type CleanupCounts = {
  sessions: number;
  rateLimits: number;
  checkouts: number;
  checkoutPasswords: number;
  sentMails: number;
  unsentLinks: number;
  drafts: number;
  draftLinks: number;
  invites: number;
};

/**
 * Deletes what has outlived its use, in one transaction that first takes a transaction-level advisory lock: a
 * second process (or a second run) finds it taken and skips, returning null. The lock is the transaction's, not
 * the connection's, because a pool gives each query any of its connections.
 */
export async function runCleanup(db: Db, now = new Date()): Promise<CleanupCounts | null> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${CLEANUP_LOCK}) as "locked"`);
    // Both drivers answer with a `rows` array; Drizzle's shared type does not say so.
    if (!(lock as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return null;

    const removed = async (query: PromiseLike<unknown[]>) => (await query).length;
    const counts: CleanupCounts = {
      sessions: await removed(tx.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id })),
      rateLimits: await removed(
        tx.delete(rateLimits).where(lt(rateLimits.expire, now)).returning({ key: rateLimits.key }),
      ),
      checkouts: await removed(
        tx
          .delete(checkoutSessions)
          .where(and(lt(checkoutSessions.createdAt, before(RETENTION.checkoutMs)), ne(checkoutSessions.status, "paid")))
          .returning({ id: checkoutSessions.id }),
      ),
      // A paid checkout stays (the client's billing history reads it), but its account has its own hash by now.
      checkoutPasswords: await removed(
        tx
          .update(checkoutSessions)
          .set({ passwordHash: "" })
          .where(
            and(lt(checkoutSessions.createdAt, before(RETENTION.checkoutMs)), ne(checkoutSessions.passwordHash, "")),
          )
          .returning({ id: checkoutSessions.id }),
      ),
      sentMails: await removed(
        tx
          .delete(outbox)
          .where(lt(outbox.sentAt, before(RETENTION.sentMailMs)))
          .returning({ id: outbox.id }),
      ),
      // A one-time link that never went out (no SMTP, or every attempt failed) is dead once its invite expired.
      unsentLinks: await removed(
        tx
          .update(outbox)
          .set({ text: SENSITIVE_TEXT_REMOVED, html: null })
          .where(
            and(
              isNull(outbox.sentAt),
              eq(outbox.sensitive, true),
              lt(outbox.createdAt, before(INVITE_TTL_MS)),
              ne(outbox.text, SENSITIVE_TEXT_REMOVED),
            ),
          )
          .returning({ id: outbox.id }),
      ),
      drafts: await removed(
        tx
          .delete(wizardDrafts)
          .where(lt(wizardDrafts.updatedAt, before(RETENTION.draftMs)))
          .returning({ email: wizardDrafts.email }),
      ),
      draftLinks: await removed(
        tx
          .delete(draftLinks)
          .where(or(lt(draftLinks.expiresAt, now), isNotNull(draftLinks.usedAt)))
          .returning({ id: draftLinks.id }),
      ),
      invites: await removed(
        tx
          .delete(invites)
          .where(or(lt(invites.expiresAt, before(RETENTION.inviteMs)), lt(invites.usedAt, before(RETENTION.inviteMs))))
          .returning({ id: invites.id }),
      ),
    };
    return counts;
  });
}

const labels: Record<keyof CleanupCounts, string> = {
  sessions: "expired sessions",
  rateLimits: "expired rate-limit counters",
  checkouts: "unpaid checkouts older than a day",
  checkoutPasswords: "password hashes of paid checkouts",
  sentMails: "mails sent over 30 days ago",
  unsentLinks: "expired links in unsent mails",
  drafts: "onboarding drafts older than 3 days",
  draftLinks: "used or expired draft links",
  invites: "old invites",
};

/** One line for the log, or null when nothing was removed. */
export function summarizeCleanup(counts: CleanupCounts) {
  const parts = (Object.keys(labels) as (keyof CleanupCounts)[])
    .filter((key) => counts[key] > 0)
    .map((key) => `${counts[key]} ${labels[key]}`);
  return parts.length ? `Clean-up removed ${parts.join(", ")}.` : null;
}

export type Cleanup = {
  /** Runs the clean-up now; null when another process was running it. */
  runOnce(): Promise<CleanupCounts | null>;
  /** Stops the schedule and waits for a run in progress. */
  stop(): Promise<void>;
};

/** Runs the clean-up at start and then every hour (or `intervalMs`) while the process lives. */
export function startCleanup({ db, intervalMs = HOUR_MS }: { db: Db; intervalMs?: number }): Cleanup {
  let stopped = false;
  let running: Promise<CleanupCounts | null> | null = null;

  const runOnce = () => {
    // One run at a time in this process; the advisory lock keeps other processes out.
    running ??= runCleanup(db).finally(() => {
      running = null;
    });
    return running;
  };
  const scheduled = () => {
    if (stopped) return;
    runOnce().then(
      (counts) => {
        const line = counts && summarizeCleanup(counts);
        if (line) console.log(line);
      },
      (error) => console.error("Clean-up failed:", describeError(error)),
    );
  };

  scheduled();
  const timer = setInterval(scheduled, intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
