import { eq } from "drizzle-orm";
import { checkoutSessions, subscriptions, users } from "#db/schema";
import { notify, type Words } from "~/features/notifications/index.server";
import { siteConfig } from "~/features/site";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { formatMoney } from "~/lib/format";
import { queueMail } from "~/lib/mail.server";
import { accountFor, type CheckoutSession } from "../checkout/paid-account.server";
import { accountReadyMail, unownedOrderMail } from "../mails.server";
import { applyPlanChange } from "../plan-changes/plan-change.server";
import { dunningCleared, startDunning } from "../subscriptions/dunning.server";
import { nextChargeAfterNotify } from "../subscriptions/period.server";
import type { NotifyMessage } from "./notify-message.server";
import { formatAmount, STATUS } from "./payhere.server";

type Subscription = typeof subscriptions.$inferSelect;

/** A verified, newly recorded notify, inside the transaction that holds its order's row. */
export type Notified = {
  tx: Db;
  env: Env;
  session: CheckoutSession;
  /** The order's latest subscription of its plan, once a payment has given the order an account. */
  subscription: Subscription | undefined;
  message: NotifyMessage;
};

/** What a notify changes, by what it says happened (docs/payhere.md, status codes and message types). */
export async function applyNotify(notified: Notified) {
  const type = notified.message.message_type;
  if (type === "RECURRING_STOPPED" || type === "RECURRING_COMPLETE") {
    return setSubscription(notified, { status: type === "RECURRING_STOPPED" ? "stopped" : "completed" });
  }
  switch (notified.message.status_code) {
    case STATUS.success:
      // On an order already paid, a monthly installment (or a second charge).
      if (notified.session.status === "paid")
        return setSubscription(notified, { status: "active", ...dunningCleared, ...(await recurring(notified)) });
      return applyFirstPayment(notified);
    case STATUS.failed:
    case STATUS.canceled:
      return applyDecline(notified);
    case STATUS.chargedBack:
      return setSubscription(notified, { status: "charged_back" });
  }
  // Pending (0): the order waits for the notify that settles it.
}

function setSubscription({ tx, subscription }: Notified, values: Partial<Subscription>) {
  if (!subscription) return;
  return tx.update(subscriptions).set(values).where(eq(subscriptions.id, subscription.id));
}

/**
 * PayHere's subscription id, else what we had; the next charge by our rule from the payment just received
 * (PayHere's date is only compared with it: docs/payhere.md), else what we had.
 */
const recurring = async ({ tx, message, session, subscription }: Notified) => ({
  gatewaySubscriptionId: message.subscription_id || subscription?.gatewaySubscriptionId || null,
  nextBillingDate: (await nextChargeAfterNotify(tx, message, session.cycle)) || subscription?.nextBillingDate || null,
});

async function applyDecline(notified: Notified) {
  const { tx, session, message } = notified;
  if (session.status === "pending") {
    const status = message.status_code === STATUS.failed ? "failed" : "cancelled";
    await tx.update(checkoutSessions).set({ status }).where(eq(checkoutSessions.id, session.id));
  } else if (message.message_type === "RECURRING_INSTALLMENT_FAILED") {
    await setSubscription(notified, { status: "past_due" });
    if (notified.subscription) await startDunning(tx, notified.env, notified.subscription);
  }
}

/** The order's first payment: the account (new, or the one this buyer's other order opened) gets the plan. */
async function applyFirstPayment(notified: Notified) {
  const { tx, env, session } = notified;
  // A plan change is paid by the signed-in client whose order it is: their account, not one found by email.
  const owner = session.replacesSubscriptionId ? await changer(tx, session) : await accountFor(tx, session);
  if (!owner) return applyUnowned(notified);
  await tx.insert(subscriptions).values({
    userId: owner.user.id,
    plan: session.planName,
    service: session.service,
    status: "active",
    amount: formatAmount(session.amount),
    currency: session.currency,
    cycle: session.cycle,
    ...(await recurring(notified)),
  });
  await tx
    .update(checkoutSessions)
    .set({ status: "paid", userId: owner.user.id })
    .where(eq(checkoutSessions.id, session.id));
  await applyPlanChange(tx, env, session);
  if (!owner.created) return;
  // In this transaction: the admins' live event and the mail exist exactly when the account does.
  await publishChange(tx, { kind: "user" });
  await queueMail(tx, accountReadyMail(env, owner.user.email, owner.user.flideskId, owner.user.locale ?? "en"));
}

async function changer(tx: Db, session: CheckoutSession) {
  if (!session.userId) return null;
  const [user] = await tx.select().from(users).where(eq(users.id, session.userId));
  return user ? { user, created: false } : null;
}

/**
 * The email got an account of its own between checkout and payment (checkout refuses one that has one). The
 * payment stays recorded and the order paid, but it is not added to, nor shown with, that account: the agency
 * sorts it out.
 */
async function applyUnowned({ tx, session, message }: Notified) {
  await tx.update(checkoutSessions).set({ status: "paid" }).where(eq(checkoutSessions.id, session.id));
  console.warn(`Order ${session.orderId} is paid, but its email already had an account: left for the agency.`);
  await queueMail(tx, unownedOrderMail(siteConfig.email, session, message.payment_id));
}

/** Whether a notify says money came in or did not: a first payment or an instalment, or a decline of either. */
export function paymentOutcome(message: NotifyMessage) {
  const type = message.message_type;
  if (type === "RECURRING_STOPPED" || type === "RECURRING_COMPLETE") return null;
  if (message.status_code === STATUS.success) return "received";
  if (message.status_code === STATUS.failed || message.status_code === STATUS.canceled) return "failed";
  return null;
}

/**
 * A payment received or failed: the paying client's account (once the order has one) on its Billing tab, and the
 * admins. Read after `applyNotify`, which may just have opened the account.
 */
export async function notifyPayment(tx: Db, session: CheckoutSession, message: NotifyMessage) {
  const outcome = paymentOutcome(message);
  if (!outcome) return;
  const [order] = await tx
    .select({ userId: checkoutSessions.userId })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, session.id));
  // In each reader's language: the service's name ("Social Media"; plan names and "SEO" stay) and the amount.
  const title: Words = ({ m, locale }) => {
    const service = session.service.replace("Social Media", m.buy_service_social());
    const what = `${session.planName} ${service}, ${formatMoney(session.currency, session.amount, locale)}`;
    return outcome === "received" ? m.notify_payment_received({ what }) : m.notify_payment_failed({ what });
  };
  const body: Words = ({ m }) => m.notify_payment_order({ order: session.orderId });
  // The client's own mail about it is the receipt (or the failed-payment mail), sent whatever they chose: the bell only.
  if (order?.userId)
    await notify(tx, {
      kind: "payment",
      userIds: [order.userId],
      title,
      body,
      link: "/dashboard/billing",
      bellOnly: true,
    });
  await notify(tx, {
    kind: "payment",
    admins: true,
    title,
    body: ({ m }) => m.notify_payment_order_email({ order: session.orderId, email: session.email }),
    link: "/dashboard",
  });
}
