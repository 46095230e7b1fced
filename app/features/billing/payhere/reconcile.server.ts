import { and, eq, gt, inArray, isNotNull } from "drizzle-orm";
import { checkoutSessions, jobRuns, payments, subscriptions } from "#db/schema";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { describeError } from "~/lib/errors.server";
import { tryJobLock } from "~/lib/job-locks.server";
import { checkUnconfirmedRefunds } from "../refunds/refund-settle.server";
import type { MerchantApi, MerchantPayment, MerchantSubscription } from "./merchant-api.server";
import { recordNotify } from "./notify.server";
import type { NotifyMessage } from "./notify-message.server";
import { formatAmount, STATUS } from "./payhere.server";

const JOB = "payment-reconciliation";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
// 03:00 in Sri Lanka (UTC+05:30) is 21:30 UTC the day before: the night's run comes after it.
const NIGHT_UTC_OFFSET_MS = (21 * 60 + 30) * MINUTE_MS;
/** Unpaid checkouts older than this are gone (the clean-up removes them after a day), so are not asked about. */
const PENDING_WINDOW_MS = 2 * DAY_MS;

/** The latest 03:00 Sri Lanka time at or before `now`: one run belongs to each night. */
export function reconcileCutoff(now: Date) {
  const since = now.getTime() - NIGHT_UTC_OFFSET_MS;
  return new Date(Math.floor(since / DAY_MS) * DAY_MS + NIGHT_UTC_OFFSET_MS);
}

/**
 * Claims this night's run, in a short transaction under a transaction-level advisory lock: the first process past
 * 03:00 writes the time and runs; any other (or a second run that night) finds it done and skips. The slow part,
 * PayHere's API, runs after the commit, never inside a transaction.
 */
async function claimNight(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, "reconcile"))) return false;
    const [last] = await tx.select().from(jobRuns).where(eq(jobRuns.name, JOB));
    if (last && last.ranAt >= reconcileCutoff(now)) return false;
    await tx
      .insert(jobRuns)
      .values({ name: JOB, ranAt: now })
      .onConflictDoUpdate({ target: jobRuns.name, set: { ranAt: now } });
    return true;
  });
}

/** What a run found: how many orders and subscriptions it asked about, the payments it recorded, what failed. */
export type ReconcileReport = {
  checkouts: number;
  subscriptions: number;
  recorded: { orderId: string; paymentId: string; status: string }[];
  problems: string[];
  /** Refunds PayHere did not confirm that its payment search showed made, recorded now (by payment id). */
  refunds?: string[];
};

// PayHere's payment statuses: a refunded payment was received all the same.
const RECEIVED = new Set(["RECEIVED", "REFUNDED", "PARTIALLY_REFUNDED"]);

/** A payment PayHere reports, as the notify it would have sent: the same writer records it. */
function asNotify(payment: MerchantPayment, subscription: MerchantSubscription | undefined, installment: boolean) {
  const received = RECEIVED.has(payment.status.toUpperCase());
  const kind = installment ? "RECURRING_INSTALLMENT" : "AUTHORIZATION";
  const message: NotifyMessage = {
    merchant_id: "",
    order_id: payment.order_id,
    payment_id: payment.payment_id,
    payhere_amount: formatAmount(payment.amount),
    payhere_currency: payment.currency,
    status_code: received ? STATUS.success : STATUS.failed,
    md5sig: "",
    method: payment.payment_method?.method ?? null,
    message_type: subscription ? `${kind}_${received ? "SUCCESS" : "FAILED"}` : null,
    subscription_id: subscription?.subscription_id ?? null,
    item_rec_date_next: subscription?.next_payment_date ?? null,
    // PayHere's payment search does not say how a payment recurs: its subscription's record does. With none, the
    // payment did not recur, and the one check of terms (recordNotify) will not honour it for a subscription order.
    item_recurrence: subscription?.recurring ?? null,
    item_duration: subscription?.duration ?? null,
  };
  const raw = { source: "reconciliation", status: payment.status, date: payment.date };
  return { message, raw: { ...raw, ...(JSON.parse(JSON.stringify(message)) as Record<string, string>) } };
}

/**
 * Which of PayHere's payments we have not recorded. A failed installment counts only when it is the latest
 * payment: an older one was followed by a charge, and recording it would set the subscription back to past due.
 */
async function missing(db: Db, found: MerchantPayment[]) {
  if (found.length === 0) return [];
  const known = await db
    .select({ id: payments.paymentId })
    .from(payments)
    .where(
      inArray(
        payments.paymentId,
        found.map((p) => p.payment_id),
      ),
    );
  const seen = new Set(known.map((k) => k.id));
  const latest = found.at(-1);
  return found.filter((p) => !seen.has(p.payment_id) && (RECEIVED.has(p.status.toUpperCase()) || p === latest));
}

/** `remote`: PayHere's list of subscriptions, null when it could not be read (then no payment's terms are known). */
type Run = { db: Db; env: Env; api: MerchantApi; report: ReconcileReport; remote: MerchantSubscription[] | null };

async function record(run: Run, payment: MerchantPayment, subscription?: MerchantSubscription, installment = false) {
  if (!run.remote) {
    // Without the subscriptions' records the recurrence and duration are unknown: nothing is recorded on a guess
    // (the next night asks again).
    run.report.problems.push(`payment ${payment.payment_id}: its terms are unknown (no subscription list)`);
    return;
  }
  const { message, raw } = asNotify(payment, subscription, installment);
  try {
    const result = await run.db.transaction((tx) => recordNotify(tx, run.env, message, raw));
    if (result.ok && result.value !== "Already recorded") {
      const status = result.value === "Returned" ? `${payment.status}, not honoured: refund owed` : payment.status;
      run.report.recorded.push({ orderId: payment.order_id, paymentId: payment.payment_id, status });
    } else if (!result.ok) {
      run.report.problems.push(`payment ${payment.payment_id}: ${result.problem.message}`);
    }
  } catch (error) {
    run.report.problems.push(`payment ${payment.payment_id}: ${describeError(error)}`);
  }
}

/** Checkouts still waiting for their first payment: PayHere's payment search, by order. */
async function reconcileCheckouts(run: Run, now: Date) {
  const pending = await run.db
    .select({ orderId: checkoutSessions.orderId })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.status, "pending"),
        gt(checkoutSessions.createdAt, new Date(now.getTime() - PENDING_WINDOW_MS)),
      ),
    );
  run.report.checkouts = pending.length;
  for (const { orderId } of pending) {
    const found = await run.api.searchPayments(orderId);
    if (!found.ok) {
      run.report.problems.push(`order ${orderId}: ${found.problem.message}`);
      continue;
    }
    const subscription = run.remote?.find((s) => s.order_id === orderId);
    for (const payment of await missing(run.db, found.value)) await record(run, payment, subscription);
  }
}

/** Subscriptions PayHere still charges: its list of each one's payments, installments the notify path missed. */
async function reconcileSubscriptions(run: Run) {
  const active = await run.db
    .select({ id: subscriptions.gatewaySubscriptionId })
    .from(subscriptions)
    .where(and(inArray(subscriptions.status, ["active", "past_due"]), isNotNull(subscriptions.gatewaySubscriptionId)));
  const ids = [...new Set(active.map((a) => a.id).filter((id): id is string => Boolean(id)))];
  run.report.subscriptions = ids.length;
  for (const id of ids) {
    const found = await run.api.subscriptionPayments(id);
    if (!found.ok) {
      run.report.problems.push(`subscription ${id}: ${found.problem.message}`);
      continue;
    }
    const subscription = run.remote?.find((s) => s.subscription_id === id);
    const list = found.value;
    for (const payment of await missing(run.db, list)) {
      await record(run, payment, subscription, payment !== list[0]);
    }
  }
}

/**
 * The nightly reconciliation (docs/architecture.md, Billing): asks PayHere for the payments of checkouts still
 * pending and of subscriptions still running, and records any the notify path missed through the notify path's
 * own writer, so the payment, the account and the subscription's state follow as if the notify had come, and a
 * payment whose terms (from its subscription's record) are not its order's is given back as the notify's would be. Then the
 * refunds PayHere did not confirm (refund-settle.server.ts), as the billing jobs do every few minutes.
 * Idempotent on the payment id. Null when this night's run was already claimed (by this or another process).
 */
export async function reconcilePayments(db: Db, env: Env, api: MerchantApi, now = new Date()) {
  if (!(await claimNight(db, now))) return null;
  const report: ReconcileReport = { checkouts: 0, subscriptions: 0, recorded: [], problems: [] };
  const listed = await api.listSubscriptions();
  if (!listed.ok) report.problems.push(`subscription list: ${listed.problem.message}`);
  const run: Run = { db, env, api, report, remote: listed.ok ? listed.value : null };
  await reconcileCheckouts(run, now);
  await reconcileSubscriptions(run);
  const refunds = await checkUnconfirmedRefunds(db, env, api);
  report.refunds = refunds.recorded;
  report.problems.push(...refunds.problems);
  return report;
}

/** The run's line for the log. */
export function summarizeReconcile(report: ReconcileReport) {
  const found = report.recorded.map((r) => `${r.paymentId} (order ${r.orderId}, ${r.status})`);
  return [
    `Payment reconciliation asked PayHere about ${report.checkouts} pending checkouts and ${report.subscriptions} subscriptions:`,
    found.length ? `recorded ${found.length} missed payments: ${found.join(", ")}.` : "nothing was missing.",
    ...(report.refunds?.length ? [`Recorded unconfirmed refunds PayHere made: ${report.refunds.join(", ")}.`] : []),
    ...(report.problems.length ? [`Not checked: ${report.problems.join("; ")}.`] : []),
  ].join(" ");
}
