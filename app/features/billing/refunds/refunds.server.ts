import { and, eq, ne, sql } from "drizzle-orm";
import { checkoutSessions, payments, refunds, users } from "#db/schema";
import { type AuditActor, recordAudit } from "~/lib/audit.server";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { formatMoney } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import { queueMail } from "~/lib/mail.server";
import { fail, ok, type Result } from "~/lib/result";
import { actorTexts, englishTexts, gatewayFailure, type RefundAnswers, refundAnswers } from "../answers.server";
import { checkoutLocale } from "../checkout/checkout.server";
import { issueCreditNote } from "../documents/documents.server";
import { refundMail, returnRefundReason } from "../mails.server";
import type { MerchantApi } from "../payhere/merchant-api.server";
import { formatAmount, STATUS } from "../payhere/payhere.server";
import { unconfirmedRefund } from "./refund-state.server";

/** What the admin asks for: our payment's id, the amount (in the payment's currency), the reason, the form's key. */
export type RefundRequest = { paymentId: string; amount: number; reason: string; key: string };

/** The refunds' answers in English (the product's words); an admin is answered in their language. */
export const refundMessages = refundAnswers(englishTexts);

const cents = (amount: string | number) => Math.round(Number(amount) * 100);

/**
 * What is left to refund of a payment, in rupees: its amount less every refund of it other than the one under
 * `ownKey` (a job's own refund, which its retry must not count against itself). Two plain queries: in a one-table
 * select Drizzle writes a correlated subquery's columns without their table, so it would count nothing.
 */
export async function leftOfPayment(db: Db, paymentId: string, ownKey: string) {
  const [payment] = await db.select({ paid: payments.amount }).from(payments).where(eq(payments.id, paymentId));
  if (!payment) return 0;
  const [given] = await db
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.idempotencyKey, ownKey)));
  return Math.max(0, cents(payment.paid) - cents(given?.total ?? 0)) / 100;
}

type Claimed = {
  refundId: string;
  gatewayPaymentId: string;
  currency: "LKR" | "USD";
  /** Nothing was refunded before and this is all of it: PayHere's full refund, without an amount. */
  whole: boolean;
};

/** A refund of the payment not yet `done`: one under way, or one whose outcome PayHere did not confirm, refuses more. */
async function openRefund(tx: Db, paymentId: string, a: RefundAnswers): Promise<Result> {
  const [open] = await tx
    .select({ unconfirmed: sql<boolean>`${unconfirmedRefund}` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, "done")))
    .orderBy(sql`${unconfirmedRefund} desc`)
    .limit(1);
  if (!open) return ok();
  return fail("conflict", open.unconfirmed ? a.settleFirst : a.otherUnderWay);
}

/**
 * The first step, in a short transaction that locks the payment: the refund is written `pending` (its key is
 * unique), so a second submit of the same form, or any other refund of the payment, is refused while PayHere is
 * asked (one refund at a time per payment: what PayHere then shows refunded tells about that one alone). PayHere
 * is never asked inside a transaction: the sandbox answers from this same database.
 */
async function claimRefund(
  db: Db,
  input: RefundRequest,
  adminId: string | null,
  a: RefundAnswers,
): Promise<Result<Claimed | { again: string }>> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for("update");
    if (!payment) return fail("not-found", a.notFound);
    const [earlier] = await tx
      .select({ refund: refunds, unconfirmed: sql<boolean>`${unconfirmedRefund}` })
      .from(refunds)
      .where(eq(refunds.idempotencyKey, input.key));
    if (earlier) {
      if (earlier.refund.paymentId !== payment.id) return fail("conflict", a.keyUsed);
      if (earlier.unconfirmed) return fail("conflict", a.unconfirmed);
      if (earlier.refund.status !== "done") return fail("conflict", a.underWay);
      return ok({ again: formatMoney(earlier.refund.currency, earlier.refund.amount) });
    }
    if (payment.statusCode !== STATUS.success) return fail("conflict", a.notReceived);
    const open = await openRefund(tx, payment.id, a);
    if (!open.ok) return open;
    const [given] = await tx
      .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
      .from(refunds)
      .where(eq(refunds.paymentId, payment.id));
    const left = cents(payment.amount) - cents(given?.total ?? 0);
    if (left <= 0) return fail("conflict", a.nothingLeft);
    if (cents(input.amount) > left) {
      return fail("invalid", a.tooMuch(formatMoney(payment.currency, left / 100)), {
        fields: { amount: a.tooMuch(formatMoney(payment.currency, left / 100)) },
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
 * API, then recorded (`recordRefund`). A refusal deletes the claim: nothing happened, and the form can be sent
 * again. No trustworthy answer (none, a timeout, a 5xx) keeps it as `unknown`: PayHere may have refunded, so the
 * payment takes no other refund until PayHere's payment search or an admin settles it (refund-settle.server.ts).
 */
export async function refundPayment(
  db: Db,
  env: Env,
  api: MerchantApi | null,
  input: RefundRequest,
  // An admin, or the system (no user) for a refund a job makes, such as a plan change's unused days.
  actor: AuditActor,
  // The answers in the admin's language: by default, their profile's (English for the system).
  answers?: RefundAnswers,
): Promise<Result<{ message: string }>> {
  const a = answers ?? refundAnswers(await actorTexts(db, actor));
  if (!api) return fail("unavailable", a.notSetUp);
  const claimed = await claimRefund(db, input, actor.userId, a);
  if (!claimed.ok) return claimed;
  if ("again" in claimed.value) return ok({ message: a.again(claimed.value.again) });
  const claim = claimed.value;
  const answer = await api.refundPayment({
    paymentId: claim.gatewayPaymentId,
    description: input.reason,
    amount: claim.whole ? undefined : input.amount,
  });
  if (answer.ok) {
    await recordRefund(db, env, claim.refundId, { by: actor });
    return ok({ message: a.done(formatMoney(claim.currency, input.amount)) });
  }
  if (answer.uncertain) {
    await db.transaction(async (tx) => {
      await tx
        .update(refunds)
        .set({ status: "unknown" })
        .where(and(eq(refunds.id, claim.refundId), eq(refunds.status, "pending")));
      await publishChange(tx, { kind: "payment" });
    });
    return fail("conflict", a.unconfirmed);
  }
  await db.delete(refunds).where(and(eq(refunds.id, claim.refundId), ne(refunds.status, "done")));
  if (answer.problem.kind === "invalid") return fail("conflict", a.refused(answer.problem.message));
  console.warn(`Refund ${claim.refundId} not made: ${answer.problem.message}`);
  return gatewayFailure(answer.problem, a);
}

/**
 * A refund's row, locked for the rest of the transaction, with its payment's PayHere ID, the asking admin's Fli DESK
 * ID and whether its outcome is unconfirmed: what recording it and setting it aside both decide on.
 */
export async function lockRefund(tx: Db, refundId: string) {
  const [row] = await tx
    .select({
      refund: refunds,
      gatewayPaymentId: payments.paymentId,
      asker: users.flideskId,
      unconfirmed: sql<boolean>`${unconfirmedRefund}`,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(users, eq(users.id, refunds.adminId))
    .where(eq(refunds.id, refundId))
    .for("update", { of: refunds });
  return row;
}

/** Who records a refund PayHere made, and (when not PayHere's own answer) what confirmed it, for the audit log. */
export type RefundConfirmation = { by: AuditActor | "asker"; confirmed?: string; onlyUnconfirmed?: boolean };

/**
 * Records a refund PayHere has made, once: `done`, its credit note (numbered in the same transaction, gap-free like
 * receipts), the audit row, the client's mail and the live update, in one transaction that locks the refund's row.
 * The one way a refund is recorded: after PayHere's answer, after its payment search, or by an admin's word.
 * `asker`: the admin who asked for the refund is named in the audit log (a job confirms it on their behalf).
 * Answers what it found: recorded now, already done, still under way (with `onlyUnconfirmed`), or gone.
 */
export async function recordRefund(db: Db, env: Env, refundId: string, how: RefundConfirmation) {
  return db.transaction(async (tx) => {
    const row = await lockRefund(tx, refundId);
    if (!row) return "gone" as const;
    if (row.refund.status === "done") return "done" as const;
    if (how.onlyUnconfirmed && !row.unconfirmed) return "under-way" as const;
    const { refund, gatewayPaymentId } = row;
    await tx.update(refunds).set({ status: "done" }).where(eq(refunds.id, refund.id));
    const note = await issueCreditNote(tx, {
      paymentId: gatewayPaymentId,
      amount: refund.amount,
      reason: refund.reason,
    });
    const by = how.by === "asker" ? { userId: refund.adminId, flideskId: row.asker, ip: null } : how.by;
    await recordAudit(tx, {
      action: "payment-refunded",
      by,
      target: { type: "payment", id: gatewayPaymentId },
      detail: {
        amount: refund.amount,
        currency: refund.currency,
        reason: refund.reason,
        ...(how.confirmed ? { confirmed: how.confirmed } : {}),
      },
    });
    await mailClient(tx, env, { ...refund, gatewayPaymentId }, note.ok ? note.value.number : null);
    return "recorded" as const;
  });
}

type Refund = typeof refunds.$inferSelect & { gatewayPaymentId: string };

/**
 * A refund's reason as mailed: a return's own words (returns-job.server.ts) in the client's language; an admin's
 * reason as they wrote it.
 */
function mailedReason(reason: string, returned: string | null, locale: Locale) {
  return returned && reason === returnRefundReason(returned) ? returnRefundReason(returned, locale) : reason;
}

/** The "refund issued" mail to the client whose order the payment paid, and the live update of their Billing tab. */
async function mailClient(tx: Db, env: Env, refund: Refund, creditNote: string | null) {
  const [order] = await tx
    .select({
      email: sql<string>`coalesce(${users.email}, ${checkoutSessions.email})`,
      locale: users.locale,
      wizardData: checkoutSessions.wizardData,
      userId: checkoutSessions.userId,
      plan: checkoutSessions.planName,
      service: checkoutSessions.service,
      paid: payments.amount,
      returned: payments.rejected,
    })
    .from(payments)
    .innerJoin(checkoutSessions, eq(checkoutSessions.orderId, payments.orderId))
    .leftJoin(users, eq(users.id, checkoutSessions.userId))
    .where(eq(payments.id, refund.paymentId));
  if (!order) return;
  // The client's language (their profile's); a buyer without an account yet, in the one they bought in (decision 50),
  // as the mail that told them the payment goes back.
  const locale = order.locale ?? checkoutLocale(order);
  await queueMail(
    tx,
    refundMail(env, {
      to: order.email,
      locale,
      amount: formatMoney(refund.currency, refund.amount, locale),
      paid: formatMoney(refund.currency, order.paid, locale),
      plan: order.plan,
      service: order.service,
      paymentId: refund.gatewayPaymentId,
      reason: mailedReason(refund.reason, order.returned, locale),
      creditNote,
    }),
  );
  await publishChange(tx, { kind: "payment", clientId: order.userId ?? undefined });
}
