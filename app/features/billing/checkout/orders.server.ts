import { and, asc, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { z } from "zod";
import { checkoutSessions, payments, users } from "#db/schema";
import { type Cycle, cycleAmount } from "~/features/plans";
import type { Db } from "~/lib/db.server";

/** The order id the return URL carries (`?order_id=`); whether it names an order is `orderState`'s to say. */
export const orderIdSchema = z.string().min(1);

export type OrderState =
  | {
      state: "paid";
      plan: string;
      service: string;
      /** The plan's LKR price, shown beside an amount charged in USD; null if the order did not keep it. */
      amountLkr: number | null;
      cycle: Cycle;
      currency: string;
      amount: string;
      /** Only for the account this very checkout opened; null when the plan went to an account it joined. */
      flideskId: string | null;
      paymentId: string;
    }
  /** Paid, but the email already had an account this checkout did not open: the agency follows up. */
  | { state: "received"; plan: string; service: string }
  /**
   * The gateway charged, but we do not honour the charge (returns.server.ts): its terms were not the order's, or
   * the order had been given up. Nothing was opened with it, and it is being refunded in full.
   */
  | { state: "returning"; reason: "terms" | "closed"; currency: string; amount: string }
  | { state: "pending" }
  | { state: "failed" }
  | { state: "unknown" };

/**
 * What /payment-success shows: the order's state as the verified notify left it, never the return URL's word.
 * Whoever has the order id sees it, so a desk ID is shown only for the account this checkout itself opened:
 * that account's password hash is the checkout's own (salted, so no other checkout or account has the same).
 */
export async function orderState(db: Db, orderId: string): Promise<OrderState> {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(orderId)) return { state: "unknown" };
  const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.orderId, orderId)).limit(1);
  if (!session) return { state: "unknown" };
  if (session.status !== "paid") {
    const returning = await returnedCharge(db, orderId);
    if (returning) return returning;
  }
  if (session.status === "failed" || session.status === "cancelled") return { state: "failed" };
  if (session.status === "pending") return session.expiresAt < new Date() ? { state: "failed" } : { state: "pending" };
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNull(payments.rejected)))
    .orderBy(asc(payments.createdAt))
    .limit(1);
  if (!payment) return { state: "pending" };
  const [user] = session.userId ? await db.select().from(users).where(eq(users.id, session.userId)).limit(1) : [];
  if (!user) return { state: "received", plan: session.planName, service: session.service };
  const plan = session.planConfig as { price?: { lkr: number; usd: number } };
  return {
    state: "paid",
    plan: session.planName,
    service: session.service,
    amountLkr: plan.price
      ? cycleAmount(plan.price, session.cycle, "LKR")
      : session.currency === "LKR"
        ? Number(session.amount)
        : null,
    cycle: session.cycle,
    currency: session.currency,
    amount: session.amount,
    flideskId: user.passwordHash === session.passwordHash ? user.flideskId : null,
    paymentId: payment.paymentId,
  };
}

/** The latest charge of an unpaid order that is being given back, as the buyer is told of it. */
async function returnedCharge(db: Db, orderId: string): Promise<OrderState | null> {
  const [charge] = await db
    .select({ reason: payments.rejected, currency: payments.currency, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNotNull(payments.rejected)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!charge) return null;
  return {
    state: "returning",
    reason: charge.reason === "closed" ? "closed" : "terms",
    currency: charge.currency,
    amount: charge.amount,
  };
}
