import { and, eq, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import { paymentReturns } from "#db/schema";
import type { AuditActor } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { claimDue } from "~/lib/job-locks.server";
import { ok, type Result } from "~/lib/result";
import { returnRefundReason } from "../mails.server";
import type { MerchantApi } from "../payhere/merchant-api.server";
import { cancelGatewaySubscription } from "../subscriptions/cancellation.server";
import { leftOfPayment, refundPayment } from "./refunds.server";

/** How long a run may take to cancel and refund a claimed return before another run may try it. */
const CLAIM_MS = 10 * 60_000;
const BATCH = 20;
/** The refund is the system's, not an admin's: the audit log and the refund's row name no user. */
const SYSTEM: AuditActor = { userId: null, flideskId: null, ip: null };

type Owed = typeof paymentReturns.$inferSelect;

/** The refund's key in the refund code: one per returned payment, so a retried or doubled call refunds once. */
export const returnKey = (owed: Pick<Owed, "paymentId">) => `return:${owed.paymentId}`;

function claimOwed(db: Db, now: Date) {
  return claimDue(
    db,
    "paymentReturn",
    (tx) =>
      tx
        .select()
        .from(paymentReturns)
        .where(
          and(
            eq(paymentReturns.status, "owed"),
            or(isNull(paymentReturns.claimedUntil), lt(paymentReturns.claimedUntil, now)),
          ),
        )
        .orderBy(paymentReturns.createdAt)
        .limit(BATCH)
        .for("update", { skipLocked: true }),
    (tx, ids) =>
      tx
        .update(paymentReturns)
        .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
        .where(inArray(paymentReturns.id, ids)),
  );
}

/**
 * One return: the gateway subscription the charge started is cancelled first (so it charges nothing more), then
 * the payment is refunded in full through the admin's refund code (PayHere's refund API, the `refunds` row, the
 * credit note, 'Refund issued', the audit row by the system). Its key makes a second call answer the first.
 */
async function carryOut(db: Db, env: Env, api: MerchantApi, owed: Owed, now: Date): Promise<Result> {
  if (owed.gatewaySubscriptionId && !owed.subscriptionCancelledAt) {
    const cancelled = await cancelGatewaySubscription(api, owed.gatewaySubscriptionId);
    if (!cancelled.ok) return cancelled;
    await db.update(paymentReturns).set({ subscriptionCancelledAt: now }).where(eq(paymentReturns.id, owed.id));
  }
  // What is left to give back: the payment less what other refunds (an admin's, from the Billing tab) gave.
  const amount = await leftOfPayment(db, owed.paymentId, returnKey(owed));
  if (amount <= 0) return ok();
  const reason = returnRefundReason(owed.reason);
  const answer = await refundPayment(
    db,
    env,
    api,
    { paymentId: owed.paymentId, amount, reason, key: returnKey(owed) },
    SYSTEM,
  );
  return answer.ok ? ok() : answer;
}

/**
 * The billing jobs' step for charges we do not honour (returns.server.ts): each is cancelled and refunded once,
 * even with several processes (the lock and the claim), and one that PayHere could not take is counted and kept
 * for the next run. Without the merchant API (no app credentials) they wait, and an admin refunds them from the
 * Billing tab in one click (the refund dialog offers what is left); this job then finds nothing left and closes
 * them. Answers how many were done, or null when another process was running it or there is no API.
 */
export async function runPaymentReturns(db: Db, env: Env, api: MerchantApi | null, now = new Date()) {
  if (!api) return null;
  const due = await claimOwed(db, now);
  if (!due) return null;
  let done = 0;
  for (const owed of due) {
    const outcome = await carryOut(db, env, api, owed, now);
    if (outcome.ok) {
      const [row] = await db
        .update(paymentReturns)
        .set({ status: "done", doneAt: now, claimedUntil: null, lastError: null })
        .where(and(eq(paymentReturns.id, owed.id), ne(paymentReturns.status, "done")))
        .returning({ id: paymentReturns.id });
      if (row) done += 1;
      continue;
    }
    await db
      .update(paymentReturns)
      .set({ claimedUntil: null, attempts: sql`${paymentReturns.attempts} + 1`, lastError: outcome.problem.message })
      .where(eq(paymentReturns.id, owed.id));
    console.warn(
      `Returning payment ${owed.paymentId} of order ${owed.orderId} failed, to be tried again:`,
      outcome.problem.message,
    );
  }
  return done;
}
