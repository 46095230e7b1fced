import { and, eq, isNotNull, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import {
  checkoutSessions,
  draftLinks,
  invites,
  outbox,
  passwordResets,
  rateLimits,
  reviewLinks,
  sessions,
  signInChallenges,
  wizardDrafts,
} from "#db/schema";
import { INVITE_TTL_MS } from "~/features/accounts/index.server";
import { DRAFT_TTL_MS } from "~/features/onboarding/drafts.server";
import type { Db } from "~/lib/db.server";
import { tryJobLock } from "~/lib/job-locks.server";
import { SENSITIVE_TEXT_REMOVED } from "~/lib/outbox.server";
import { startPeriodicJob } from "~/lib/periodic-job.server";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How long each kind of row is kept once it has no use left. */
export const RETENTION = {
  // An unpaid checkout holds a password hash; a payment notification comes within minutes. Two days, not one, so
  // that the nightly reconciliation (which asks PayHere about checkouts left pending) always sees it once.
  checkoutMs: 2 * DAY_MS,
  // A paid checkout's password hash has done its work once the account is open.
  paidCheckoutHashMs: DAY_MS,
  sentMailMs: 30 * DAY_MS,
  draftMs: DRAFT_TTL_MS,
  // Spent or expired invites stay a while, so a late click is told the link was used or has expired.
  inviteMs: 30 * DAY_MS,
  resetMs: DAY_MS,
  // An ended review link stays a month, so a late click is told it has ended (410), not that it never existed.
  reviewLinkMs: 30 * DAY_MS,
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
  passwordResets: number;
  signInChallenges: number;
  reviewLinks: number;
};

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * One kind of row the clean-up removes: the words for the log, the table, and which rows, as of `now`. A step with
 * `blank` keeps its rows and overwrites those columns instead.
 */
type Step = {
  label: string;
  table: PgTable;
  where: (now: Date) => SQL | undefined;
  blank?: PgUpdateSetSource<PgTable>;
};

/**
 * The order has a charge we do not honour (decision 27), being or already given back: its refund, mails, credit
 * note and page read the order, so it is kept like a paid one. Table names written out: in a one-table statement
 * Drizzle leaves a subquery's columns unqualified.
 */
const chargeGivenBack = sql`(select 1 from "payments" where "payments"."order_id" = "checkout_sessions"."order_id" and "payments"."rejected" is not null)`;

// Run in this order: unpaid checkouts are gone before the paid ones lose their password hash.
const steps: Record<keyof CleanupCounts, Step> = {
  sessions: { label: "expired sessions", table: sessions, where: (now) => lt(sessions.expiresAt, now) },
  rateLimits: { label: "expired rate-limit counters", table: rateLimits, where: (now) => lt(rateLimits.expire, now) },
  checkouts: {
    label: "unpaid checkouts older than a day",
    table: checkoutSessions,
    // One with a charge we give back stays, like a paid one.
    where: (now) =>
      and(
        lt(checkoutSessions.createdAt, ago(now, RETENTION.checkoutMs)),
        ne(checkoutSessions.status, "paid"),
        sql`not exists ${chargeGivenBack}`,
      ),
  },
  // A paid checkout stays (the client's billing history reads it), but its account has its own hash by now.
  checkoutPasswords: {
    label: "password hashes of paid checkouts",
    table: checkoutSessions,
    where: (now) =>
      and(
        lt(checkoutSessions.createdAt, ago(now, RETENTION.paidCheckoutHashMs)),
        or(eq(checkoutSessions.status, "paid"), sql`exists ${chargeGivenBack}`),
        ne(checkoutSessions.passwordHash, ""),
      ),
    blank: { passwordHash: "" },
  },
  sentMails: {
    label: "mails sent over 30 days ago",
    table: outbox,
    where: (now) => lt(outbox.sentAt, ago(now, RETENTION.sentMailMs)),
  },
  // A one-time link that never went out (no SMTP, or every attempt failed) is dead once its invite expired.
  unsentLinks: {
    label: "expired links in unsent mails",
    table: outbox,
    where: (now) =>
      and(
        isNull(outbox.sentAt),
        eq(outbox.sensitive, true),
        lt(outbox.createdAt, ago(now, INVITE_TTL_MS)),
        ne(outbox.text, SENSITIVE_TEXT_REMOVED),
      ),
    blank: { text: SENSITIVE_TEXT_REMOVED, html: null },
  },
  drafts: {
    label: "onboarding drafts older than 3 days",
    table: wizardDrafts,
    where: (now) => lt(wizardDrafts.updatedAt, ago(now, RETENTION.draftMs)),
  },
  draftLinks: {
    label: "used or expired draft links",
    table: draftLinks,
    where: (now) => or(lt(draftLinks.expiresAt, now), isNotNull(draftLinks.usedAt)),
  },
  invites: {
    label: "old invites",
    table: invites,
    where: (now) =>
      or(lt(invites.expiresAt, ago(now, RETENTION.inviteMs)), lt(invites.usedAt, ago(now, RETENTION.inviteMs))),
  },
  // A reset link lasts 30 minutes: a day later nobody clicks it any more, used or not.
  passwordResets: {
    label: "old password reset links",
    table: passwordResets,
    where: (now) => lt(passwordResets.expiresAt, ago(now, RETENTION.resetMs)),
  },
  // The second step of a sign-in lasts 5 minutes; an expired one is refused already, and only takes room.
  signInChallenges: {
    label: "expired sign-in challenges",
    table: signInChallenges,
    where: (now) => lt(signInChallenges.expiresAt, now),
  },
  reviewLinks: {
    label: "ended review links",
    table: reviewLinks,
    where: (now) =>
      or(
        lt(reviewLinks.expiresAt, ago(now, RETENTION.reviewLinkMs)),
        lt(reviewLinks.revokedAt, ago(now, RETENTION.reviewLinkMs)),
      ),
  },
};

/** Runs one step; answers how many rows it removed or blanked. */
async function runStep(db: Db, { table, where, blank }: Step, now: Date) {
  // A constant per row: the count is all that is wanted, whatever the table.
  const counted = { one: sql`1` };
  const rows = blank
    ? await db.update(table).set(blank).where(where(now)).returning(counted)
    : await db.delete(table).where(where(now)).returning(counted);
  return rows.length;
}

const kinds = Object.keys(steps) as (keyof CleanupCounts)[];

/**
 * Deletes what has outlived its use, in one transaction that first takes a transaction-level advisory lock: a
 * second process (or a second run) finds it taken and skips, returning null. The lock is the transaction's, not
 * the connection's, because a pool gives each query any of its connections.
 */
export async function runCleanup(db: Db, now = new Date()): Promise<CleanupCounts | null> {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, "cleanup"))) return null;
    const counts: Partial<CleanupCounts> = {};
    for (const kind of kinds) counts[kind] = await runStep(tx, steps[kind], now);
    return counts as CleanupCounts;
  });
}

/** One line for the log, or null when nothing was removed. */
export function summarizeCleanup(counts: CleanupCounts) {
  const parts = kinds.filter((kind) => counts[kind] > 0).map((kind) => `${counts[kind]} ${steps[kind].label}`);
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
  // One run at a time in this process; the advisory lock keeps other processes out.
  return startPeriodicJob({
    label: "Clean-up",
    everyMs: intervalMs,
    atStart: true,
    run: () => runCleanup(db),
    report: (counts) => counts && summarizeCleanup(counts),
  });
}
