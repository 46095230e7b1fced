import { and, eq, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import { planChangeRefunds } from "#db/schema";
import type { AuditActor } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { claimDue } from "~/lib/job-locks.server";
import { ok, type Result } from "~/lib/result";
import type { MerchantApi } from "../payhere/merchant-api.server";
import { leftOfPayment, refundPayment } from "../refunds/refunds.server";

/** How long a run may take to ask PayHere for a claimed refund before another run may try it. */
const CLAIM_MS = 10 * 60_000;
const BATCH = 20;
/** The refund is the system's, not an admin's: the audit log and the refund's row name no user. */
const SYSTEM: AuditActor = { userId: null, flideskId: null, ip: null };

type Owed = typeof planChangeRefunds.$inferSelect;

/** The refund's key in the refund code: one per plan change, so a retried or doubled call refunds once. */
const keyOf = (owed: Owed) => `plan-change:${owed.orderId}`;

/** Claims the owed refunds no other run holds, under the job's lock: null when another process holds it. */
function claimOwed(db: Db, now: Date) {
  return claimDue(
    db,
    "planChangeRefund",
    (tx) =>
      tx
        .select()
        .from(planChangeRefunds)
        .where(
          and(
            eq(planChangeRefunds.status, "owed"),
            or(isNull(planChangeRefunds.claimedUntil), lt(planChangeRefunds.claimedUntil, now)),
          ),
        )
        .orderBy(planChangeRefunds.createdAt)
        .limit(BATCH)
        .for("update", { skipLocked: true }),
    (tx, ids) =>
      tx
        .update(planChangeRefunds)
        .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
        .where(inArray(planChangeRefunds.id, ids)),
  );
}

/** What the job still owes: the unused days, at most what is left of the payment after any other refund of it. */
async function stillOwed(db: Db, owed: Owed) {
  return Math.min(Number(owed.amount), await leftOfPayment(db, owed.paymentId, keyOf(owed)));
}

/**
 * Carries out one owed refund through the admin's refund code (PayHere's refund API, the `refunds` row, the credit
 * note, the "Refund issued" mail, the audit row by the system). Its key makes a second call answer the first:
 * after a run that died once PayHere had refunded, the next marks it done without refunding again.
 */
async function refundOwed(db: Db, env: Env, api: MerchantApi, owed: Owed): Promise<Result> {
  const amount = await stillOwed(db, owed);
  if (amount <= 0) return ok();
  const answer = await refundPayment(
    db,
    env,
    api,
    { paymentId: owed.paymentId, amount, reason: owed.reason, key: keyOf(owed) },
    SYSTEM,
  );
  return answer.ok ? ok() : answer;
}

/**
 * The billing jobs' step for plan changes: each owed refund of unused days is made once, even with several
 * processes (the lock and the claim) or after PayHere could not be reached (the failure is counted and kept for
 * the next run). Answers how many were made, or null when another process was running it or the merchant API is
 * not set up (they wait for it).
 */
export async function runPlanChangeRefunds(db: Db, env: Env, api: MerchantApi | null, now = new Date()) {
  if (!api) return null;
  const due = await claimOwed(db, now);
  if (!due) return null;
  let done = 0;
  for (const owed of due) {
    const outcome = await refundOwed(db, env, api, owed);
    if (outcome.ok) {
      const [row] = await db
        .update(planChangeRefunds)
        .set({ status: "done", doneAt: now, claimedUntil: null, lastError: null })
        .where(and(eq(planChangeRefunds.id, owed.id), ne(planChangeRefunds.status, "done")))
        .returning({ id: planChangeRefunds.id });
      if (row) done += 1;
      continue;
    }
    await db
      .update(planChangeRefunds)
      .set({
        claimedUntil: null,
        attempts: sql`${planChangeRefunds.attempts} + 1`,
        lastError: outcome.problem.message,
      })
      .where(eq(planChangeRefunds.id, owed.id));
    console.warn(`Refunding plan change ${owed.orderId} failed, to be tried again:`, outcome.problem.message);
  }
  return done;
}
