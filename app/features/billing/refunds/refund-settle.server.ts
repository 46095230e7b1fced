import { and, eq, sql } from "drizzle-orm";
import { payments, refunds } from "#db/schema";
import { type AuditActor, recordAudit } from "~/lib/audit.server";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { describeError } from "~/lib/errors.server";
import { formatMoney } from "~/lib/format";
import { fail, ok, type Result } from "~/lib/result";
import { actorTexts, englishTexts, type SettleAnswers, settleAnswers } from "../answers.server";
import type { MerchantApi, MerchantPayment } from "../payhere/merchant-api.server";
import { unconfirmedRefund } from "./refund-state.server";
import { lockRefund, recordRefund } from "./refunds.server";

/**
 * Settling a refund PayHere did not confirm (refunds.server.ts): PayHere's payment search, asked by the billing
 * jobs and the nightly reconciliation, records one it shows made; an admin who checked PayHere says which it was.
 */

/** The settling's answers in English (the product's words); an admin is answered in their language. */
export const settleMessages = settleAnswers(englishTexts);

export type SettleInput = { refundId: string; outcome: "refunded" | "not-refunded" };

/** An admin's word on a refund PayHere did not confirm: made (recorded as any refund is) or not made (set aside). */
export async function settleRefund(
  db: Db,
  env: Env,
  input: SettleInput,
  actor: AuditActor,
  // The answers in the admin's language: by default, their profile's.
  answers?: SettleAnswers,
): Promise<Result<{ message: string }>> {
  const a = answers ?? settleAnswers(await actorTexts(db, actor));
  if (input.outcome === "not-refunded") return voidRefund(db, input.refundId, actor, a);
  const [row] = await db.select().from(refunds).where(eq(refunds.id, input.refundId));
  if (!row) return fail("not-found", a.notFound);
  const found = await recordRefund(db, env, row.id, { by: actor, confirmed: "by an admin", onlyUnconfirmed: true });
  if (found === "recorded") return ok({ message: a.refunded(formatMoney(row.currency, row.amount)) });
  if (found === "done") return fail("conflict", a.settled);
  if (found === "under-way") return fail("conflict", a.underWay);
  return fail("not-found", a.notFound);
}

/** Not made after all: the claim is deleted (the audit log keeps what it was), and the payment can be refunded. */
async function voidRefund(
  db: Db,
  refundId: string,
  actor: AuditActor,
  a: SettleAnswers,
): Promise<Result<{ message: string }>> {
  return db.transaction(async (tx) => {
    const row = await lockRefund(tx, refundId);
    if (!row) return fail("not-found", a.notFound);
    if (row.refund.status === "done") return fail("conflict", a.settled);
    if (!row.unconfirmed) return fail("conflict", a.underWay);
    const { refund } = row;
    await tx.delete(refunds).where(eq(refunds.id, refund.id));
    await recordAudit(tx, {
      action: "refund-voided",
      by: actor,
      target: { type: "payment", id: row.gatewayPaymentId },
      detail: { amount: refund.amount, currency: refund.currency, reason: refund.reason, askedBy: row.asker },
    });
    await publishChange(tx, { kind: "payment" });
    return ok({ message: a.notRefunded(formatMoney(refund.currency, refund.amount)) });
  });
}

const cents = (amount: string | number) => Math.round(Number(amount) * 100);

/**
 * Whether PayHere's record of a payment shows this refund made: what it has refunded of it covers the refunds we
 * recorded and this one (one refund of a payment is open at a time, so the difference is this one's). Where the
 * search gives no refunded amount, its status stands: REFUNDED is all of it, RECEIVED none, and PARTIALLY_REFUNDED
 * is this refund only when no other was recorded.
 */
export function shownRefunded(remote: MerchantPayment, refund: { amount: string }, recordedCents: number) {
  const status = remote.status.toUpperCase();
  const refunded =
    remote.refunded_amount != null
      ? cents(remote.refunded_amount)
      : status === "REFUNDED"
        ? cents(remote.amount)
        : status === "RECEIVED"
          ? 0
          : null;
  if (refunded === null) return status === "PARTIALLY_REFUNDED" && recordedCents === 0;
  return refunded >= recordedCents + cents(refund.amount);
}

export type RefundCheck = { checked: number; recorded: string[]; problems: string[] };

/** Refunds left `pending` by a process that died become `unknown`: from now on they wait to be settled. */
async function markCutOff(db: Db) {
  await db
    .update(refunds)
    .set({ status: "unknown" })
    .where(and(eq(refunds.status, "pending"), unconfirmedRefund));
}

/**
 * Asks PayHere's payment search about each refund it did not confirm, and records those it shows made, through
 * the same `recordRefund` as a confirmed refund (so exactly once, however many runs meet). One it does not show
 * made waits: PayHere may still be processing it, so only an admin sets it aside. Without the API, only marks.
 */
export async function checkUnconfirmedRefunds(db: Db, env: Env, api: MerchantApi | null): Promise<RefundCheck> {
  await markCutOff(db);
  const report: RefundCheck = { checked: 0, recorded: [], problems: [] };
  if (!api) return report;
  const open = await db
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.status, "unknown"));
  for (const { refund, payment } of open) {
    report.checked++;
    try {
      const found = await api.searchPayments(payment.orderId);
      if (!found.ok) {
        report.problems.push(`refund of payment ${payment.paymentId}: ${found.problem.message}`);
        continue;
      }
      const remote = found.value.find((p) => p.payment_id === payment.paymentId);
      if (!remote || !shownRefunded(remote, refund, await recordedCents(db, payment.id))) continue;
      const outcome = await recordRefund(db, env, refund.id, { by: "asker", confirmed: "PayHere's payment search" });
      if (outcome === "recorded") report.recorded.push(payment.paymentId);
    } catch (error) {
      report.problems.push(`refund of payment ${payment.paymentId}: ${describeError(error)}`);
    }
  }
  return report;
}

async function recordedCents(db: Db, paymentId: string) {
  const [given] = await db
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, "done")));
  return cents(given?.total ?? 0);
}
