import { and, eq, sql } from "drizzle-orm";
import { checkoutSessions, payments, refunds, users } from "#db/schema";
import { type AuditActor, recordAudit } from "~/lib/audit.server";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { formatMoney } from "~/lib/format";
import { queueMail } from "~/lib/mail.server";
import { fail, ok, type Result } from "~/lib/result";
import { issueCreditNote } from "./documents.server";
import { type MerchantApi, merchantApiMessages } from "./merchant-api.server";
import { formatAmount, STATUS } from "./payhere.server";
import { refundMail } from "./refund-mail.server";

/** What the admin asks for: our payment's id, the amount (in the payment's currency), the reason, the form's key. */
export type RefundRequest = { paymentId: string; amount: number; reason: string; key: string };

export const refundMessages = {
  notFound: "Payment not found",
  notReceived: "Only a received payment can be refunded",
  nothingLeft: "This payment is already fully refunded",
  tooMuch: (left: string) => `The refund amount is more than the ${left} left to refund`,
  underWay: "This refund is already being issued",
  keyUsed: "This refund form was already used for another payment. Please reload the page.",
  refused: (why: string) => `PayHere refused the refund: ${why}`,
  done: (amount: string) => `Refunded ${amount}. The client is mailed.`,
  again: (amount: string) => `This refund of ${amount} was already issued.`,
} as const;

const cents = (amount: string | number) => Math.round(Number(amount) * 100);

type Claimed = {
  refundId: string;
  gatewayPaymentId: string;
  currency: "LKR" | "USD";
  /** Nothing was refunded before and this is all of it: PayHere's full refund, without an amount. */
  whole: boolean;
};

/**
 * The first step, in a short transaction that locks the payment: the refund is written `pending` (its key is
 * unique), so a second submit of the same form, or another refund for more than is then left, is refused while
 * PayHere is asked. PayHere is never asked inside a transaction: the sandbox answers from this same database.
 */
async function claimRefund(
  db: Db,
  input: RefundRequest,
  adminId: string | null,
): Promise<Result<Claimed | { again: string }>> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for("update");
    if (!payment) return fail("not-found", refundMessages.notFound);
    const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, input.key));
    if (earlier) {
      if (earlier.paymentId !== payment.id) return fail("conflict", refundMessages.keyUsed);
      if (earlier.status !== "done") return fail("conflict", refundMessages.underWay);
      return ok({ again: formatMoney(earlier.currency, earlier.amount) });
    }
    if (payment.statusCode !== STATUS.success) return fail("conflict", refundMessages.notReceived);
    const [given] = await tx
      .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
      .from(refunds)
      .where(eq(refunds.paymentId, payment.id));
    const left = cents(payment.amount) - cents(given?.total ?? 0);
    if (left <= 0) return fail("conflict", refundMessages.nothingLeft);
    if (cents(input.amount) > left) {
      return fail("invalid", refundMessages.tooMuch(formatMoney(payment.currency, left / 100)), {
        fields: { amount: refundMessages.tooMuch(formatMoney(payment.currency, left / 100)) },
      });
    }
    const [row] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        amount: formatAmount(input.amount),
        currency: payment.currency,
        reason: input.reason,
        idempotencyKey: input.key,
        adminId,
      })
      .returning({ id: refunds.id });
    if (!row) throw new Error("the refund's row was not written");
    return ok({
      refundId: row.id,
      gatewayPaymentId: payment.paymentId,
      currency: payment.currency,
      whole: left === cents(payment.amount) && cents(input.amount) === left,
    });
  });
}

/**
 * Refunds a received payment, all of it or a part (docs/product.md, admin Billing): claimed, then PayHere's refund
 * API, then recorded `done` with the audit row, the client's mail and the admins' live update in one transaction.
 * A refusal or no answer from PayHere deletes the claim: nothing is recorded, and the form can be sent again.
 */
export async function refundPayment(
  db: Db,
  env: Env,
  api: MerchantApi | null,
  input: RefundRequest,
  // An admin, or the system (no user) for a refund a job makes, such as a plan change's unused days.
  actor: AuditActor,
): Promise<Result<{ message: string }>> {
  if (!api) return fail("unavailable", merchantApiMessages.notSetUp);
  const claimed = await claimRefund(db, input, actor.userId);
  if (!claimed.ok) return claimed;
  if ("again" in claimed.value) return ok({ message: refundMessages.again(claimed.value.again) });
  const claim = claimed.value;
  const answer = await api.refundPayment({
    paymentId: claim.gatewayPaymentId,
    description: input.reason,
    amount: claim.whole ? undefined : input.amount,
  });
  if (!answer.ok) {
    await db.delete(refunds).where(eq(refunds.id, claim.refundId));
    const { kind, message } = answer.problem;
    return kind === "invalid" ? fail("conflict", refundMessages.refused(message)) : fail("unavailable", message);
  }
  const amount = formatMoney(claim.currency, input.amount);
  await db.transaction(async (tx) => {
    await tx
      .update(refunds)
      .set({ status: "done" })
      .where(and(eq(refunds.id, claim.refundId), eq(refunds.status, "pending")));
    // The credit note is numbered in the same transaction as the refund it documents (gap-free, like receipts).
    const note = await issueCreditNote(tx, {
      paymentId: claim.gatewayPaymentId,
      amount: input.amount,
      reason: input.reason,
    });
    await recordAudit(tx, {
      action: "payment-refunded",
      by: actor,
      target: { type: "payment", id: claim.gatewayPaymentId },
      detail: { amount: formatAmount(input.amount), currency: claim.currency, reason: input.reason },
    });
    await mailClient(tx, env, claim, input, note.ok ? note.value.number : null);
  });
  return ok({ message: refundMessages.done(amount) });
}

/** The "refund issued" mail to the client whose order the payment paid, and the live update of their Billing tab. */
async function mailClient(tx: Db, env: Env, claim: Claimed, input: RefundRequest, creditNote: string | null) {
  const [order] = await tx
    .select({
      email: sql<string>`coalesce(${users.email}, ${checkoutSessions.email})`,
      userId: checkoutSessions.userId,
      plan: checkoutSessions.planName,
      service: checkoutSessions.service,
      paid: payments.amount,
    })
    .from(payments)
    .innerJoin(checkoutSessions, eq(checkoutSessions.orderId, payments.orderId))
    .leftJoin(users, eq(users.id, checkoutSessions.userId))
    .where(eq(payments.paymentId, claim.gatewayPaymentId));
  if (!order) return;
  await queueMail(
    tx,
    refundMail(env, {
      to: order.email,
      amount: formatMoney(claim.currency, input.amount),
      paid: formatMoney(claim.currency, order.paid),
      what: `${order.plan} ${order.service}`,
      paymentId: claim.gatewayPaymentId,
      reason: input.reason,
      creditNote,
    }),
  );
  await publishChange(tx, { kind: "payment", clientId: order.userId ?? undefined });
}
