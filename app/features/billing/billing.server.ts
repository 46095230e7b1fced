import { and, desc, eq, inArray } from "drizzle-orm";
import { billingDocuments, checkoutSessions, payments, subscriptions } from "#db/schema";
import type { Db } from "~/lib/db.server";

/** A client's plan, subscription status and payments (newest first, each with its receipt's number), for the Billing tab. */
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
  return { subscriptions: subs, payments: list };
}
