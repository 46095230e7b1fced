import { and, desc, eq } from "drizzle-orm";
import { checkoutSessions, payments, subscriptions } from "#db/schema";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { describeError } from "~/lib/errors.server";
import { parseValue } from "~/lib/parse.server";
import { fail, ok, type Result } from "~/lib/result";
import type { CheckoutSession } from "../checkout/paid-account.server";
import { receiptForPayment } from "../documents/receipts.server";
import { recordRejectedCharge } from "../refunds/returns.server";
import { termsMismatch } from "./charge-terms.server";
import { gateway } from "./gateway.server";
import { applyNotify, notifyPayment, paymentOutcome } from "./notify-apply.server";
import { type NotifyMessage, notifySchema } from "./notify-message.server";
import { formatAmount, notifySignature, signaturesMatch } from "./payhere.server";

/** The words of a recorded notify: the gateway only needs the 200, the text is for whoever reads the log. */
export type NotifyOutcome = "OK" | "Already recorded" | "Returned";

/**
 * PayHere's server-to-server notify (docs/payhere.md), also sent by our sandbox gateway. Accepted only when
 * the signature matches (constant time); a charge whose terms are not the order's, or that the order cannot take,
 * is recorded to be given back (returns.server.ts) instead of opening anything; idempotent on payment_id.
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
  if (paymentOutcome(message) === "received") {
    // Money was taken: one we do not honour is recorded as such and given back, never refused (the card was
    // charged all the same, and a refusal would leave it to a path that knows less, such as reconciliation).
    const rejected = await rejection(tx, session, message);
    if (rejected) return recordRejectedCharge(tx, env, { ...rejected, ...chargeOf(session, message, raw) });
  } else if (formatAmount(session.amount) !== message.payhere_amount || session.currency !== message.payhere_currency) {
    return fail("invalid", "Amount or currency does not match the order");
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

/**
 * Why a received charge is not honoured, or null when it is: its terms are not the order's (the one check,
 * charge-terms.server.ts), its order was given up (a plan change another replaced), or its order was already paid
 * and it is not that order's next installment (a second checkout charge, or a second gateway subscription's).
 */
async function rejection(tx: Db, session: CheckoutSession, message: NotifyMessage) {
  const mismatch = termsMismatch(session, {
    amount: message.payhere_amount,
    currency: message.payhere_currency,
    recurrence: message.item_recurrence,
    duration: message.item_duration,
  });
  if (mismatch) return { reason: "terms" as const, detail: mismatch };
  if (session.status === "cancelled")
    return { reason: "closed" as const, detail: "the order had been given up before it was paid" };
  if (session.status !== "paid") return null;
  const subscription = await latestSubscription(tx, session);
  const installment =
    message.message_type === "RECURRING_INSTALLMENT_SUCCESS" &&
    (!subscription?.gatewaySubscriptionId ||
      !message.subscription_id ||
      subscription.gatewaySubscriptionId === message.subscription_id);
  return installment ? null : { reason: "duplicate" as const, detail: "the order had already been paid" };
}

/** The charge as the rejected-charge record keeps it; the gateway subscription only when it is not one we run. */
function chargeOf(session: CheckoutSession, message: NotifyMessage, raw: Record<string, string>) {
  return {
    session,
    paymentId: message.payment_id,
    amount: message.payhere_amount,
    currency: message.payhere_currency,
    method: message.method,
    messageType: message.message_type,
    gatewaySubscriptionId: message.subscription_id,
    raw,
  };
}

/** The order's latest subscription of its plan and cycle, once a payment has given the order an account. */
async function latestSubscription(tx: Db, session: CheckoutSession) {
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
