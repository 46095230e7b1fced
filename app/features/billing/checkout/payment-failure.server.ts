import { and, desc, eq, inArray } from "drizzle-orm";
import { checkoutSessions, payments } from "#db/schema";
import type { Db } from "~/lib/db.server";
import { STATUS } from "../payhere/payhere.server";

/** A declined first payment, as /pricing?error=payment_failed tells the buyer about it. */
export type PaymentFailure = {
  /** The gateway's own words for the decline ("Insufficient funds"), when its notify gave any. */
  reason: string | null;
  /** Checkout again for the same plan, service and cycle; the wizard's answers are still in the browser. */
  checkoutUrl: string;
};

// The gateway's words are shown on our page: kept short and to printable characters.
const cleanReason = (value: unknown) => {
  if (typeof value !== "string") return null;
  const text = value.replace(/[^\p{L}\p{N}\p{P}\p{Zs}]/gu, "").trim();
  return text ? text.slice(0, 120) : null;
};

/**
 * Why an order's payment failed and the way back to its checkout; null unless the order's first payment was
 * declined or cancelled. Whoever has the order id (the buyer's own return address) may see it, as on
 * /payment-success: the plan, the decline's reason and the buyer's own email and business name for the link.
 */
export async function paymentFailure(db: Db, orderId: string): Promise<PaymentFailure | null> {
  const [order] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.orderId, orderId)).limit(1);
  if (!order || (order.status !== "failed" && order.status !== "cancelled") || order.replacesSubscriptionId)
    return null;
  const [declined] = await db
    .select({ raw: payments.raw })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.statusCode, [STATUS.failed, STATUS.canceled])))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  const query = new URLSearchParams({
    plan: order.planName,
    service: order.service,
    email: order.email,
    businessName: order.businessName,
    cycle: order.cycle,
  });
  return {
    reason: cleanReason((declined?.raw as Record<string, unknown> | undefined)?.status_message),
    checkoutUrl: `/checkout?${query}`,
  };
}
