import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { checkoutSessions, payments, subscriptions } from "#db/schema";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { describeError } from "~/lib/errors.server";
import { parseValue } from "~/lib/parse.server";
import { fail, ok, type Result } from "~/lib/result";
import { cycleRecurrence } from "./cycles";
import { gateway } from "./gateway.server";
import { applyNotify, notifyPayment, paymentOutcome } from "./notify-apply.server";
import { formatAmount, notifySignature, signaturesMatch } from "./payhere.server";
import { receiptForPayment } from "./receipts.server";

const required = (key: string) => {
  const message = `Missing or invalid field: ${key}`;
  return z.string(message).min(1, message).max(200, message);
};
// PayHere leaves out what does not apply (a one-off payment has no subscription); an empty value means the same.
const optional = z
  .string()
  .optional()
  .transform((value) => value || null);

/** The fields of PayHere's notify we act on (docs/payhere.md); the signed ones first, in the order they are checked. */
export const notifySchema = z.object({
  merchant_id: required("merchant_id"),
  order_id: required("order_id"),
  payment_id: required("payment_id"),
  payhere_amount: required("payhere_amount"),
  payhere_currency: required("payhere_currency"),
  status_code: required("status_code"),
  md5sig: required("md5sig"),
  method: optional,
  message_type: optional,
  subscription_id: optional,
  item_rec_date_next: optional,
  item_recurrence: optional,
});

export type NotifyMessage = z.output<typeof notifySchema>;

/** The words of a recorded notify: the gateway only needs the 200, the text is for whoever reads the log. */
export type NotifyOutcome = "OK" | "Already recorded";

/**
 * PayHere's server-to-server notify (docs/payhere.md), also sent by our sandbox gateway. Accepted only when
 * the signature matches (constant time) and amount and currency match the order; idempotent on payment_id.
 * A rejection writes nothing. Everything a notify changes (payment, account, subscription, the desk-ID mail)
 * commits in one transaction, so a recorded answer means it is all there. Only a repeated payment_id is "already
 * recorded"; anything else that goes wrong rolls back and is `unavailable`, so the gateway sends it again.
 */
export async function handleNotify(db: Db, env: Env, form: Record<string, string>): Promise<Result<NotifyOutcome>> {
  const verified = verifyNotify(env, form);
  if (!verified.ok) return verified;
  try {
    return await db.transaction((tx) => recordNotify(tx, env, verified.value, form));
  } catch (error) {
    console.error(
      `Recording the notify for order ${verified.value.order_id} failed (answered 503 for a retry):`,
      describeError(error),
    );
    return fail("unavailable", "Not recorded: please send it again");
  }
}

/** The notify's fields, when they are all there and signed with our merchant's secret. */
function verifyNotify(env: Env, form: Record<string, string>): Result<NotifyMessage> {
  const parsed = parseValue(form, notifySchema);
  if (!parsed.ok) return parsed;
  const gw = gateway(env);
  if (gw.kind === "none") return fail("unavailable", "Payments are not set up");
  const message = parsed.value;
  if (message.merchant_id !== gw.merchantId) return fail("invalid", "Unknown merchant");
  if (!signaturesMatch(notifySignature(message, gw.secret), message.md5sig))
    return fail("invalid", "Invalid signature");
  return ok(message);
}

/**
 * Records one verified notify (or a payment reconciliation found): the notify path's one writer, inside `tx`.
 */
export async function recordNotify(
  tx: Db,
  env: Env,
  message: NotifyMessage,
  raw: Record<string, string>,
): Promise<Result<NotifyOutcome>> {
  // The order's row is locked until the commit: two notifies for one order (a repeat, or a second charge) run one
  // after the other, and the second sees what the first wrote.
  const [session] = await tx
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.orderId, message.order_id))
    .for("update");
  if (!session) return fail("not-found", "Unknown order");
  if (formatAmount(session.amount) !== message.payhere_amount || session.currency !== message.payhere_currency) {
    return fail("invalid", "Amount or currency does not match the order");
  }
  // The recurrence is not signed at checkout: a charge that recurs otherwise than the order's cycle is refused.
  const recurrence = message.item_recurrence;
  if (recurrence && recurrence.toUpperCase() !== cycleRecurrence[session.cycle].toUpperCase()) {
    return fail("invalid", "Recurrence does not match the order");
  }

  // The payment_id is unique: a repeat (also one for another order, which holds another lock) inserts nothing.
  const recorded = await tx
    .insert(payments)
    .values({
      orderId: session.orderId,
      paymentId: message.payment_id,
      statusCode: message.status_code,
      amount: formatAmount(session.amount),
      currency: session.currency,
      method: message.method,
      messageType: message.message_type,
      raw,
    })
    .onConflictDoNothing({ target: payments.paymentId })
    .returning({ id: payments.id });
  if (recorded.length === 0) return ok("Already recorded");

  const subscription = await latestSubscription(tx, session);
  await applyNotify({ tx, env, session, subscription, message });
  await notifyPayment(tx, session, message);
  // In the same transaction as the payment: a success is never recorded without its receipt.
  const paid = paymentOutcome(message) === "received" && recorded[0];
  if (paid) await receiptForPayment(tx, env, paid.id, session);
  return ok("OK");
}

/** The order's latest subscription of its plan and cycle, once a payment has given the order an account. */
async function latestSubscription(tx: Db, session: typeof checkoutSessions.$inferSelect) {
  if (!session.userId) return undefined;
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    // The cycle too: a plan change may keep the plan and change the cycle, and the old order's last notifies (its
    // cancellation) must not reach the new subscription.
    .where(
      and(
        eq(subscriptions.userId, session.userId),
        eq(subscriptions.plan, session.planName),
        eq(subscriptions.cycle, session.cycle),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return subscription;
}
