import type { subscriptions } from "#db/schema";
import { billingTerms, isBundle, planTitle } from "~/features/plans";
import type { Env } from "~/lib/env.server";
import { formatDate, formatMoney } from "~/lib/format";
import type { Mail } from "~/lib/mail.server";
import { type MailContent, renderMail } from "~/lib/mail-layout.server";

/**
 * The mails of a client's subscription (docs/product.md, Billing). They are not notification kinds: a failed
 * payment or a cancellation changes what the client pays and gets, so it is mailed whatever the client chose
 * for notifications, like a receipt, and it says so.
 */
type Subscription = Pick<
  typeof subscriptions.$inferSelect,
  "plan" | "service" | "amount" | "currency" | "serviceEndsOn" | "nextBillingDate"
>;

const billingLink = (env: Pick<Env, "PUBLIC_URL">) => `${env.PUBLIC_URL}/dashboard?tab=billing`;
const planOf = (s: Subscription) => `${s.plan} (${s.service})`;
const FOOTER = {
  text: "You get this mail because it concerns your Fli DESK subscription and what you pay; it is sent to every client.",
};

function billingMail(env: Pick<Env, "PUBLIC_URL">, to: string, subject: string, paragraphs: string[]): Mail {
  const content: MailContent = {
    heading: subject,
    paragraphs,
    action: { label: "Open your Billing tab", url: billingLink(env) },
    footer: FOOTER,
  };
  return { to, subject, ...renderMail(content) };
}

/** The dunning steps: at once, then 3 and 7 days after the failed installment. */
export const DUNNING_DAYS = [0, 3, 7] as const;

/** A failed installment's reminder; `step` is 0, 1 or 2 (DUNNING_DAYS). */
export function paymentFailedMail(env: Pick<Env, "PUBLIC_URL">, to: string, s: Subscription, step: number) {
  const amount = formatMoney(s.currency, s.amount);
  const subject =
    step === 0
      ? `Payment failed: ${planTitle(s.plan, s.service)}`
      : `Reminder: your ${planTitle(s.plan, s.service)} payment failed`;
  return billingMail(env, to, subject, [
    `We could not charge ${amount} for your ${planOf(s)} plan.`,
    step === 0
      ? "Please check your card, then retry the payment from your Billing tab, or reply to this mail if you need help."
      : `Your plan is still unpaid ${DUNNING_DAYS[step]} days later. Please retry the payment from your Billing tab so that the work goes on.`,
  ]);
}

export function cancellationScheduledMail(env: Pick<Env, "PUBLIC_URL">, to: string, s: Subscription) {
  const until = s.serviceEndsOn ? formatDate(s.serviceEndsOn) : "the end of the notice";
  return billingMail(env, to, `Cancellation scheduled: ${planTitle(s.plan, s.service)}`, [
    `Your ${planOf(s)} plan will be cancelled after ${until}. The work and your plan go on until then, ${isBundle(s.plan) ? `the end of the bundle's ${billingTerms.bundleCommitmentMonths}-month commitment or the 30-day notice of our terms, whichever is later` : "with the 30-day notice of our terms"}.`,
    "Changed your mind? Undo the cancellation from your Billing tab any time before that day.",
  ]);
}

export function cancelledMail(env: Pick<Env, "PUBLIC_URL">, to: string, s: Subscription) {
  return billingMail(env, to, `Subscription cancelled: ${planTitle(s.plan, s.service)}`, [
    `Your ${planOf(s)} plan is cancelled, as you asked: nothing more will be charged for it.`,
    "Thank you for working with us. You can start a new plan from the pricing page whenever you like.",
  ]);
}

/**
 * The new plan's first payment came in: the old plan stops today, before its next charge, and its unused days are
 * refunded by the billing jobs (their own "Refund issued" mail follows, with the credit note).
 */
export function planChangedMail(
  env: Pick<Env, "PUBLIC_URL">,
  to: string,
  old: Subscription,
  next: {
    planName: string;
    service: string;
    currency: "LKR" | "USD";
    amount: string;
    cycle: string;
    /** A bundle's: the last day of its commitment. */
    commitmentEnd?: string;
  },
  refund: { amount: number; currency: "LKR" | "USD"; unusedDays: number } | null = null,
) {
  const amount = formatMoney(next.currency, next.amount);
  return billingMail(env, to, `Plan changed: ${planTitle(next.planName, next.service)}`, [
    `Your ${next.planName} (${next.service}) plan has started: we received ${amount}, charged ${next.cycle === "annual" ? "yearly" : "monthly"} from today.`,
    ...(next.commitmentEnd
      ? [
          `Your bundle runs to ${formatDate(next.commitmentEnd)}, the end of its ${billingTerms.bundleCommitmentMonths}-month commitment; a cancellation takes effect then at the earliest.`,
        ]
      : []),
    `Your ${planOf(old)} plan is cancelled today, so it is not charged again${old.nextBillingDate ? ` on ${formatDate(old.nextBillingDate)}` : ""}.`,
    ...(refund
      ? [
          `We refund ${formatMoney(refund.currency, refund.amount)} for its ${refund.unusedDays} unused days to the card or account you paid with; a "Refund issued" mail with the credit note follows shortly.`,
        ]
      : []),
  ]);
}
