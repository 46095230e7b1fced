import { and, desc, eq, inArray } from "drizzle-orm";
import { billingDocuments, checkoutSessions, payments, subscriptions } from "#db/schema";
import type { Db } from "~/lib/db.server";
import { refundBasis } from "./plan-change-refund.server";
import type { RefundBasis } from "./proration";

/**
 * A client's plan, subscription status and payments (newest first, each with its receipt's number), for the Billing
 * tab; a running subscription with the basis of the refund a plan change would give (its last payment).
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
  const withBasis = await Promise.all(subs.map(async (sub) => ({ ...sub, refundBasis: await basisOf(db, sub) })));
  return { subscriptions: withBasis, payments: list };
}

/** What the tab needs to show a plan change's refund (not our payment's id). */
async function basisOf(db: Db, sub: typeof subscriptions.$inferSelect): Promise<RefundBasis | null> {
  if (!["active", "past_due"].includes(sub.status) || sub.cancelRequestedAt) return null;
  const basis = await refundBasis(db, sub);
  if (!basis) return null;
  const { paymentId: _, ...shown } = basis;
  return shown;
}
