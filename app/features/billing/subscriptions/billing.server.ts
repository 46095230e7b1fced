import { and, desc, eq, inArray } from "drizzle-orm";
import { billingDocuments, checkoutSessions, payments, subscriptions } from "#db/schema";
import type { Db } from "~/lib/db.server";
import { refundBasis } from "../plan-changes/plan-change-refund.server";
import type { RefundBasis } from "../plan-changes/proration";
import { type BillingPeriod, billingPeriod } from "./period";

/**
 * A client's plan, subscription status and payments (newest first, each with its receipt's number), for the Billing
 * tab: each subscription with the period its last received payment opened and the next charge that follows from it
 * (`billingPeriod`, the rule the refund, the mails and the gateway's records use), and a running one with the basis
 * of the refund a plan change would give (that same payment).
 */
export async function billingFor(db: Db, userId: string) {
  const subs = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt));
  const orders = await db
    .select({ orderId: checkoutSessions.orderId })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.userId, userId));
  const list = orders.length
    ? await db
        .select({
          paymentId: payments.paymentId,
          amount: payments.amount,
          currency: payments.currency,
          statusCode: payments.statusCode,
          rejected: payments.rejected,
          method: payments.method,
          createdAt: payments.createdAt,
          receipt: billingDocuments.number,
        })
        .from(payments)
        .leftJoin(
          billingDocuments,
          and(eq(billingDocuments.paymentId, payments.id), eq(billingDocuments.kind, "receipt")),
        )
        .where(
          inArray(
            payments.orderId,
            orders.map((o) => o.orderId),
          ),
        )
        .orderBy(desc(payments.createdAt))
    : [];
  const withPeriods = await Promise.all(subs.map((sub) => withPeriod(db, sub)));
  return { subscriptions: withPeriods, payments: list };
}

type Subscription = typeof subscriptions.$inferSelect;

/**
 * The subscription with its current period; its next charge is the rule's (the stored date, written by the same
 * rule when a payment comes in, only when no received payment is found), and the basis a plan change would refund.
 */
async function withPeriod(db: Db, sub: Subscription) {
  // A cancelled plan has no current period (a later plan of the same name and cycle may have one of its own).
  const over = Boolean(sub.cancelledAt) || sub.status === "cancelled";
  const basis = over ? null : await refundBasis(db, sub);
  const period: BillingPeriod | null = basis ? billingPeriod(basis.paidOn, basis.cycle) : null;
  return {
    ...sub,
    nextBillingDate: period?.nextCharge ?? sub.nextBillingDate,
    period,
    refundBasis: basis && changeable(sub) ? shown(basis) : null,
  };
}

/** Only a running subscription, not being cancelled, can be changed (and so refunds a plan change). */
const changeable = (sub: Subscription) => ["active", "past_due"].includes(sub.status) && !sub.cancelRequestedAt;

/** What the tab needs to show a plan change's refund (not our payment's id). */
function shown({ paymentId: _, ...basis }: RefundBasis & { paymentId: string }): RefundBasis {
  return basis;
}
