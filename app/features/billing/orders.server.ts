import { eq } from "drizzle-orm";
import { checkoutSessions, payments, users } from "#db/schema";
import type { Db } from "~/lib/db.server";

export type OrderState =
  | {
      state: "paid";
      plan: string;
      service: string;
      amountLkr: number;
      currency: string;
      amount: string;
      flideskId: string;
      paymentId: string;
    }
  | { state: "pending" }
  | { state: "failed" }
  | { state: "unknown" };

/** What /payment-success shows: the order's state as the verified notify left it, never the return URL's word. */
export async function orderState(db: Db, orderId: string): Promise<OrderState> {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(orderId)) return { state: "unknown" };
  const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.orderId, orderId)).limit(1);
  if (!session) return { state: "unknown" };
  if (session.status === "failed" || session.status === "cancelled") return { state: "failed" };
  if (session.status === "pending") return session.expiresAt < new Date() ? { state: "failed" } : { state: "pending" };
  const [user] = session.userId ? await db.select().from(users).where(eq(users.id, session.userId)).limit(1) : [];
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
  if (!user || !payment) return { state: "pending" };
  const plan = session.planConfig as { price?: { lkr?: number } };
  return {
    state: "paid",
    plan: session.planName,
    service: session.service,
    amountLkr: plan.price?.lkr ?? Number(session.amount),
    currency: session.currency,
    amount: session.amount,
    flideskId: user.flideskId,
    paymentId: payment.paymentId,
  };
}
