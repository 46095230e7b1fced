import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { checkoutSessions, payments, planChangeRefunds, refunds } from "#db/schema";
import type { Db } from "~/lib/db.server";
import type { CheckoutSession } from "../checkout/paid-account.server";
import { formatAmount, STATUS } from "../payhere/payhere.server";
import { colomboDay } from "../subscriptions/notice";
import type { Subscription } from "../subscriptions/subscription-access.server";
import { type RefundBasis, type UnusedRefund, unusedRefund } from "./proration";

/** Refunded of a payment so far, counting refunds still being issued (as the refund code counts them). */
const refundedOf = sql<string>`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.paymentId} = ${payments.id}), 0)`;

/**
 * The subscription's last received payment, the basis of a plan change's refund. A subscription's payments are
 * those of its holder's orders of the same plan and cycle (the notify path finds a subscription the same way); the
 * latest is this subscription's, since a later one of the same plan and cycle would have started a newer one.
 */
export async function refundBasis(
  tx: Db,
  sub: Pick<Subscription, "userId" | "plan" | "cycle">,
): Promise<(RefundBasis & { paymentId: string }) | null> {
  const [row] = await tx
    .select({
      paymentId: payments.id,
      paid: payments.amount,
      currency: payments.currency,
      refunded: refundedOf,
      at: payments.createdAt,
    })
    .from(payments)
    .innerJoin(checkoutSessions, eq(checkoutSessions.orderId, payments.orderId))
    .where(
      and(
        eq(checkoutSessions.userId, sub.userId),
        eq(checkoutSessions.planName, sub.plan),
        eq(checkoutSessions.cycle, sub.cycle),
        eq(payments.statusCode, STATUS.success),
        // A charge we give back (returns.server.ts) paid for no period.
        isNull(payments.rejected),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    paymentId: row.paymentId,
    paid: row.paid,
    refunded: String(row.refunded),
    currency: row.currency,
    paidOn: colomboDay(row.at),
    cycle: sub.cycle,
  };
}

/**
 * In the notify's transaction, once a plan change's first payment is recorded: the refund of the old plan's
 * unused days is written owed (the billing jobs ask PayHere for it, never this transaction). A replayed notify
 * writes nothing again (one per order). Answers what is owed, or null when nothing is.
 */
export async function oweUnusedDays(
  tx: Db,
  old: Subscription,
  session: Pick<CheckoutSession, "orderId" | "planName" | "service">,
  today: string,
): Promise<(UnusedRefund & { currency: RefundBasis["currency"] }) | null> {
  const basis = await refundBasis(tx, old);
  if (!basis) return null;
  const owed = unusedRefund(basis, today);
  if (owed.amount <= 0) return null;
  const written = await tx
    .insert(planChangeRefunds)
    .values({
      orderId: session.orderId,
      paymentId: basis.paymentId,
      amount: formatAmount(owed.amount),
      currency: basis.currency,
      unusedDays: owed.unusedDays,
      periodDays: owed.periodDays,
      reason: `The ${owed.unusedDays} unused days of your ${old.plan} ${old.service} plan, after your change to ${session.planName} ${session.service}`,
    })
    // One per order, and one per payment (a unique constraint each): a payment's unused days are owed once.
    .onConflictDoNothing()
    .returning({ id: planChangeRefunds.id });
  return written.length ? { ...owed, currency: basis.currency } : null;
}
