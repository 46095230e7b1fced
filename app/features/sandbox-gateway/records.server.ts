import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, lte } from "drizzle-orm";
import { sandboxPayments, sandboxRefunds, sandboxSubscriptions, sandboxTokens } from "#db/schema";
import { nextCharge } from "~/features/billing/index.server";
import type { Db } from "~/lib/db.server";
import { fail, ok, type Result } from "~/lib/result";
import type { SandboxOrder } from "./order.server";

/**
 * What PayHere keeps of the payments the local sandbox gateway takes, so that the sandbox can answer PayHere's
 * merchant API about them (decision 22). Written when the sandbox charges a card, read only by its API.
 */

export type SandboxCard = { method: string; holder: string; number: string };
/** The checkout form and card a subscription started with: its later installments' notifies repeat them. */
export type SandboxCheckout = { order: SandboxOrder; card: SandboxCard };
export type SandboxSubscription = typeof sandboxSubscriptions.$inferSelect;
export type SandboxPayment = typeof sandboxPayments.$inferSelect;

/** The first charge of a checkout: its payment, and when it succeeds on a recurring order, its subscription. */
export async function recordCheckoutCharge(
  db: Db,
  charge: { order: SandboxOrder; card: SandboxCard; paymentId: string; paid: boolean; nextDate: string },
) {
  const { order, card, paymentId, paid } = charge;
  return db.transaction(async (tx) => {
    const [subscription] =
      paid && order.recurrence
        ? await tx
            .insert(sandboxSubscriptions)
            .values({
              id: `SBXSUB${paymentId.slice(3)}`,
              orderId: order.order_id,
              amount: order.amount,
              currency: order.currency === "USD" ? "USD" : "LKR",
              recurrence: order.recurrence,
              duration: order.duration,
              status: "ACTIVE",
              installmentsPaid: 1,
              nextPaymentDate: charge.nextDate,
              checkout: { order, card } satisfies SandboxCheckout,
            })
            .returning()
        : [];
    await tx.insert(sandboxPayments).values({
      id: paymentId,
      orderId: order.order_id,
      subscriptionId: subscription?.id ?? null,
      status: paid ? "RECEIVED" : "FAILED",
      amount: order.amount,
      currency: order.currency === "USD" ? "USD" : "LKR",
      method: card.method,
      description: order.items,
    });
    return subscription ?? null;
  });
}

export const listSandboxSubscriptions = (db: Db) =>
  db.select().from(sandboxSubscriptions).orderBy(asc(sandboxSubscriptions.createdAt));

export async function findSandboxSubscription(db: Db, id: string) {
  const [row] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
  return row ?? null;
}

export const sandboxPaymentsOf = (db: Db, where: { subscriptionId: string } | { orderId: string }) =>
  db
    .select()
    .from(sandboxPayments)
    .where(
      "orderId" in where
        ? eq(sandboxPayments.orderId, where.orderId)
        : eq(sandboxPayments.subscriptionId, where.subscriptionId),
    )
    .orderBy(asc(sandboxPayments.createdAt), asc(sandboxPayments.id));

export const sandboxRecordMessages = {
  unknownSubscription: "Subscription not found",
  unknownPayment: "Payment not found",
  notFailed: "Only a subscription that has failed can be retried",
  notActive: "The subscription is not active",
  alreadyCancelled: "The subscription is already cancelled",
  notReceived: "Only a received payment can be refunded",
  alreadyRefunded: "The payment is already fully refunded",
} as const;

/** Cancels a subscription: no installment is charged after this. */
export async function cancelSandboxSubscription(db: Db, id: string): Promise<Result> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id)).for("update");
    if (!row) return fail("not-found", sandboxRecordMessages.unknownSubscription);
    if (row.status === "CANCELLED") return fail("conflict", sandboxRecordMessages.alreadyCancelled);
    await tx.update(sandboxSubscriptions).set({ status: "CANCELLED" }).where(eq(sandboxSubscriptions.id, id));
    return ok();
  });
}

/**
 * Charges a subscription's next installment now: a retry of a failed subscription (which succeeds), or the
 * sandbox's test hook charging the next one as the schedule would, failing when told to. A failed installment
 * marks the subscription FAILED: PayHere stops there until a retry (it tries a few times first; the sandbox once).
 */
export async function chargeSandboxInstallment(
  db: Db,
  charge: { subscriptionId: string; paymentId: string; retry: boolean; succeed: boolean; at: Date },
): Promise<Result<{ subscription: SandboxSubscription; payment: SandboxPayment }>> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, charge.subscriptionId))
      .for("update");
    if (!row) return fail("not-found", sandboxRecordMessages.unknownSubscription);
    if (charge.retry && row.status !== "FAILED") return fail("conflict", sandboxRecordMessages.notFailed);
    if (!charge.retry && row.status !== "ACTIVE") return fail("conflict", sandboxRecordMessages.notActive);
    const { card, order } = row.checkout as SandboxCheckout;
    const [payment] = await tx
      .insert(sandboxPayments)
      .values({
        id: charge.paymentId,
        orderId: row.orderId,
        subscriptionId: row.id,
        status: charge.succeed ? "RECEIVED" : "FAILED",
        amount: row.amount,
        currency: row.currency,
        method: card.method,
        description: order.items,
      })
      .returning();
    const [subscription] = await tx
      .update(sandboxSubscriptions)
      .set(
        charge.succeed
          ? {
              status: "ACTIVE",
              installmentsPaid: row.installmentsPaid + 1,
              nextPaymentDate: nextCharge(row.recurrence, charge.at),
            }
          : { status: "FAILED" },
      )
      .where(eq(sandboxSubscriptions.id, row.id))
      .returning();
    if (!payment || !subscription) throw new Error("the installment's rows were not written");
    return ok({ subscription, payment });
  });
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const amountOf = (cent: number) => (cent / 100).toFixed(2);

/**
 * Refunds a received payment, all of what is left or `amount` of it, never more than was paid. `answerLost`: the
 * test switch was set on it (and is now used up), so the API makes the refund and then loses its answer.
 */
export async function refundSandboxPayment(
  db: Db,
  refund: { paymentId: string; description: string; amount?: number },
): Promise<Result<{ refunded: string; left: string; answerLost: boolean }>> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, refund.paymentId)).for("update");
    if (!row) return fail("not-found", sandboxRecordMessages.unknownPayment);
    if (row.status === "FAILED") return fail("conflict", sandboxRecordMessages.notReceived);
    const left = cents(row.amount) - cents(row.refunded);
    if (left <= 0) return fail("conflict", sandboxRecordMessages.alreadyRefunded);
    const amount = refund.amount === undefined ? left : Math.round(refund.amount * 100);
    if (amount > left) {
      return fail("invalid", `The refund amount is more than the ${row.currency} ${amountOf(left)} left to refund`);
    }
    const refunded = cents(row.refunded) + amount;
    const status = refunded === cents(row.amount) ? "REFUNDED" : "PARTIALLY_REFUNDED";
    await tx
      .update(sandboxPayments)
      .set({ refunded: amountOf(refunded), status, dropRefundAnswer: false })
      .where(eq(sandboxPayments.id, row.id));
    await tx
      .insert(sandboxRefunds)
      .values({ paymentId: row.id, amount: amountOf(amount), description: refund.description });
    return ok({ refunded: amountOf(amount), left: amountOf(left - amount), answerLost: row.dropRefundAnswer });
  });
}

/** The test switch: the payment's next refund is made, and its answer lost (until then it stays set). */
export async function dropNextRefundAnswer(db: Db, paymentId: string): Promise<Result> {
  const rows = await db
    .update(sandboxPayments)
    .set({ dropRefundAnswer: true })
    .where(eq(sandboxPayments.id, paymentId))
    .returning({ id: sandboxPayments.id });
  return rows.length ? ok() : fail("not-found", sandboxRecordMessages.unknownPayment);
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new access token, valid for `seconds`; tokens already expired are cleared on the way. */
export async function issueSandboxToken(db: Db, seconds: number) {
  const token = randomBytes(24).toString("base64url");
  const now = new Date();
  await db.delete(sandboxTokens).where(lte(sandboxTokens.expiresAt, now));
  await db
    .insert(sandboxTokens)
    .values({ tokenHash: hashOf(token), expiresAt: new Date(now.getTime() + seconds * 1000) });
  return token;
}

export async function sandboxTokenValid(db: Db, token: string) {
  const rows = await db
    .select({ hash: sandboxTokens.tokenHash })
    .from(sandboxTokens)
    .where(and(eq(sandboxTokens.tokenHash, hashOf(token)), gt(sandboxTokens.expiresAt, new Date())));
  return rows.length > 0;
}
