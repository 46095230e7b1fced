import { eq } from "drizzle-orm";
import { paymentReturns, payments, subscriptions, users } from "#db/schema";
import { notify } from "~/features/notifications/index.server";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { formatMoney } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import { queueMail } from "~/lib/mail.server";
import type { PortalMessages } from "~/lib/portal-texts";
import { fail, ok, type Result } from "~/lib/result";
import { checkoutLocale } from "../checkout/checkout.server";
import type { CheckoutSession } from "../checkout/paid-account.server";
import { type ReturnReason, returnMail } from "../mails.server";
import { formatAmount } from "../payhere/payhere.server";

export type { ReturnReason } from "../mails.server";

/** A charge the gateway made that we do not honour: the notify's facts and why. */
export type RejectedCharge = {
  session: CheckoutSession;
  paymentId: string;
  amount: string;
  currency: string;
  method: string | null;
  messageType: string | null;
  /** The gateway's subscription the charge named (a stray one is cancelled with the return). */
  gatewaySubscriptionId: string | null;
  reason: ReturnReason;
  detail: string;
  raw: Record<string, string>;
};

/** The admins' notice of a returned charge, in each admin's language (the amount as the app writes it there). */
const admins: Record<ReturnReason, (m: PortalMessages, amount: string) => string> = {
  terms: (m, amount) => m.notify_return_terms({ amount }),
  duplicate: (m, amount) => m.notify_return_duplicate({ amount }),
  closed: (m, amount) => m.notify_return_closed({ amount }),
};

/**
 * Records, in the notify's transaction, a charge we do not honour: the payment marked `rejected` (it opens no
 * account, subscription or plan, and gets no receipt), the return owed (the billing jobs cancel the gateway's
 * subscription it started and refund it in full, returns-job.server.ts), the buyer's mail in plain words and the
 * admins' notification. Idempotent on the payment id, like every payment.
 */
export async function recordRejectedCharge(
  tx: Db,
  env: Env,
  charge: RejectedCharge,
): Promise<Result<"Returned" | "Already recorded">> {
  const { session } = charge;
  if (charge.currency !== "LKR" && charge.currency !== "USD") return fail("invalid", "Unknown currency");
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(charge.amount)) return fail("invalid", "Unreadable amount");
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId: session.orderId,
      paymentId: charge.paymentId,
      statusCode: "2",
      // What was charged, not the order's amount: the refund gives back exactly that.
      amount: formatAmount(charge.amount),
      currency: charge.currency,
      method: charge.method,
      messageType: charge.messageType,
      rejected: charge.reason,
      raw: charge.raw,
    })
    .onConflictDoNothing({ target: payments.paymentId })
    .returning({ id: payments.id });
  if (!payment) return ok("Already recorded");
  await tx.insert(paymentReturns).values({
    paymentId: payment.id,
    orderId: session.orderId,
    reason: charge.reason,
    detail: charge.detail,
    gatewaySubscriptionId: await strayGatewaySubscription(tx, charge.gatewaySubscriptionId),
  });
  const buyer = await buyerOf(tx, session);
  await queueMail(
    tx,
    returnMail(env, {
      ...buyer,
      amount: formatMoney(charge.currency, charge.amount, buyer.locale),
      plan: session.planName,
      service: session.service,
      orderId: session.orderId,
      reason: charge.reason,
    }),
  );
  await tellAdmins(tx, charge);
  await publishChange(tx, { kind: "payment", clientId: session.userId ?? undefined });
  console.warn(
    `Payment ${charge.paymentId} of order ${session.orderId} not honoured (${charge.reason}: ${charge.detail}); refund owed.`,
  );
  return ok("Returned");
}

/** The admins' notification of a charge not honoured, each in their language. */
async function tellAdmins(tx: Db, charge: RejectedCharge) {
  const { session } = charge;
  await notify(tx, {
    kind: "payment",
    admins: true,
    title: ({ m, locale }) => admins[charge.reason](m, formatMoney(charge.currency, charge.amount, locale)),
    // The detail is the record's own words (payment_returns.detail, the log), kept as written.
    body: ({ m }) =>
      m.notify_return_body({
        order: session.orderId,
        email: session.email,
        payment: charge.paymentId,
        detail: charge.detail,
      }),
    link: "/dashboard/billing",
  });
}

/**
 * The gateway subscription to cancel with the return: the one the rejected charge started, unless a subscription
 * of ours runs on it (a replayed first charge names the good subscription, which must go on).
 */
async function strayGatewaySubscription(tx: Db, id: string | null) {
  if (!id) return null;
  const [ours] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.gatewaySubscriptionId, id))
    .limit(1);
  return ours ? null : id;
}

/**
 * Who the return's mail goes to, in which language: the account's address and chosen language when the order has
 * an account, else the checkout's address and the language it was made in (decision 50).
 */
async function buyerOf(tx: Db, session: CheckoutSession): Promise<{ to: string; locale: Locale }> {
  const bought = checkoutLocale(session);
  if (!session.userId) return { to: session.email, locale: bought };
  const [user] = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, session.userId));
  return { to: user?.email ?? session.email, locale: user?.locale ?? bought };
}
