import { eq, inArray, lte, sql } from "drizzle-orm";
import { passwordResetRequests } from "#db/schema";
import { anonymousActor } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import { describeError } from "~/lib/errors.server";
import { startPeriodicJob } from "~/lib/periodic-job.server";
import { consume, type RateLimiters } from "~/lib/rate-limit.server";
import { findAccount, issuePasswordReset, RESET_TTL_MS } from "./password-reset.server";

const BATCH = 20;
// A claimed ask is due again only if its process died while handling it: far past the few queries it takes.
const LEASE = sql`now() + interval '2 minutes'`;

type ResetWorkerSettings = { db: Db; publicUrl: string; limiters: Pick<RateLimiters, "resetAccount"> };

/**
 * Handles the "Forgot password" asks waiting in `password_reset_requests`: for each, the account it names (if
 * any) gets a link and its mail, up to the per-account limit (three mails an hour; past it the ask is dropped
 * silently, as the form promised nothing). Rows are claimed with a lease and `SKIP LOCKED`, so processes sharing
 * a database never handle one ask twice, and deleted once handled. Answers how many asks were handled.
 */
export async function handleResetRequests({ db, publicUrl, limiters }: ResetWorkerSettings) {
  const due = db
    .select({ id: passwordResetRequests.id })
    .from(passwordResetRequests)
    .where(lte(passwordResetRequests.dueAt, sql`now()`))
    .orderBy(passwordResetRequests.dueAt)
    .limit(BATCH)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(passwordResetRequests)
    .set({ dueAt: LEASE })
    .where(inArray(passwordResetRequests.id, due))
    .returning();
  let handled = 0;
  // One at a time, in the order asked: two asks for one account leave its newest link live.
  for (const ask of claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    try {
      // An ask that kept failing for as long as a link would live is dropped: its link would be of no use now.
      const stale = Date.now() - ask.createdAt.getTime() > RESET_TTL_MS;
      const account = stale ? null : await findAccount(db, ask.identifier);
      if (account && (await consume(limiters.resetAccount, account.id)).ok) {
        // Recorded only when a link was issued; the requester is nobody known, only an address.
        await issuePasswordReset(db, publicUrl, account.id, anonymousActor(ask.ip));
      }
      await db.delete(passwordResetRequests).where(eq(passwordResetRequests.id, ask.id));
      handled += 1;
    } catch (error) {
      // Left claimed: it is tried again when the lease ends.
      console.error("Handling a password reset request failed:", describeError(error));
    }
  }
  return handled;
}

export type ResetWorkerOptions = ResetWorkerSettings & {
  /** How often waiting asks are looked for. Polling, not a wake-up by the request: see docs/decisions. */
  pollMs?: number;
};

/**
 * The reset worker of this process, started beside the outbox worker. It polls rather than being woken by the
 * form, so its work does not fall right after (and slow) the answer to an ask that named an account.
 */
export function startPasswordResetWorker({ pollMs = 1_000, ...settings }: ResetWorkerOptions) {
  return startPeriodicJob({
    label: "Password reset requests",
    everyMs: pollMs,
    atStart: true,
    run: () => drain(settings),
  });
}

/** Batches until one comes back short: a burst of asks is handled in one go, not 20 a second. */
async function drain(settings: ResetWorkerSettings) {
  let total = 0;
  for (;;) {
    const handled = await handleResetRequests(settings);
    total += handled;
    if (handled < BATCH) return total;
  }
}
