import type { subscriptions } from "#db/schema";
import { billingTerms, isBundle, planTitle } from "~/features/plans";
import type { Env } from "~/lib/env.server";
import { formatDate, formatMoney } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import type { Mail } from "~/lib/mail.server";
import { type MailContent, renderMail } from "~/lib/mail-layout.server";
import { m } from "~/paraglide/messages.js";

/*
 * Billing's mails, every one: pure builders given the facts they tell (no database, no settings read), answering
 * what the outbox's `queueMail` takes. The server modules of billing's sub-domains only queue them.
 */

/**
 * The mails of a client's subscription (docs/product.md, Billing). They are not notification kinds: a failed
 * payment or a cancellation changes what the client pays and gets, so it is mailed whatever the client chose
 * for notifications, like a receipt, and it says so.
 */
type Subscription = Pick<
  typeof subscriptions.$inferSelect,
  "plan" | "service" | "amount" | "currency" | "serviceEndsOn" | "nextBillingDate"
>;

const billingLink = (env: Pick<Env, "PUBLIC_URL">) => `${env.PUBLIC_URL}/dashboard/billing`;
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

// Refunds: the one we issued, and a charge we do not honour going back.

export type RefundMailFacts = {
  to: string;
  /** What was refunded now, and what the payment was, as formatMoney writes them. */
  amount: string;
  paid: string;
  /** The plan and service the payment was for. */
  what: string;
  paymentId: string;
  reason: string;
  /** The credit note's number (FLD-C-…), attached as its PDF; null if none could be made. */
  creditNote: string | null;
};

/**
 * "Refund issued": sent to the client whatever their notification choices, since it is about their money, in the
 * mails' one layout (text and HTML in the site's design).
 */
export function refundMail(env: Pick<Env, "PUBLIC_URL">, facts: RefundMailFacts): Mail {
  const partial = facts.amount !== facts.paid;
  return {
    to: facts.to,
    subject: `Refund issued: ${facts.amount}`,
    ...renderMail({
      heading: "Refund issued",
      paragraphs: [
        `We have refunded ${facts.amount}${partial ? ` of your ${facts.paid} payment` : ""} for ${facts.what} (PayHere payment ${facts.paymentId}).`,
        `Reason: ${facts.reason}`,
        "The money goes back to the card or account you paid with; your bank may take a few working days to show it.",
        ...(facts.creditNote ? [`Your credit note ${facts.creditNote} is attached.`] : []),
      ],
      action: { label: "Open your billing", url: `${env.PUBLIC_URL}/dashboard/billing` },
      footer: { text: "You get this mail because a payment you made to Fli Digital was refunded." },
    }),
    ...(facts.creditNote ? { attachments: [{ kind: "billing-document" as const, ref: facts.creditNote }] } : {}),
  };
}

export type ReturnReason = "terms" | "duplicate" | "closed";

export type ReturnMailFacts = {
  to: string;
  /** The charge, as formatMoney writes it. */
  amount: string;
  /** The plan and service the order was for. */
  what: string;
  orderId: string;
  reason: ReturnReason;
};

/** Why the payment is going back, in the buyer's words: they may not know the form was changed. */
const why: Record<ReturnReason, (facts: ReturnMailFacts) => string> = {
  terms: (f) =>
    `Your payment of ${f.amount} for ${f.what} (order ${f.orderId}) did not match the order: it was not taken on the plan's price and billing cycle. So we have not opened or changed anything with it, and we are refunding it in full.`,
  duplicate: (f) =>
    `Your order ${f.orderId} for ${f.what} was already paid, so your second payment of ${f.amount} is not needed. We are refunding it in full.`,
  closed: (f) =>
    `Your payment of ${f.amount} for ${f.what} (order ${f.orderId}) was for an order that had been replaced or given up, so we have not opened or changed anything with it, and we are refunding it in full.`,
};

/**
 * "Your payment is being refunded": mailed to the buyer in the transaction that records a charge we do not honour
 * (returns.server.ts), whatever their notification choices, since it is about their money.
 */
export function returnMail(env: Pick<Env, "PUBLIC_URL">, facts: ReturnMailFacts): Mail {
  return {
    to: facts.to,
    subject: `Your payment of ${facts.amount} is being refunded`,
    ...renderMail({
      heading: "Your payment is being refunded",
      paragraphs: [
        why[facts.reason](facts),
        "The money goes back to the card or account you paid with. A refund usually shows within 5 to 10 working days, depending on your bank.",
        "You do not need to do anything. We will mail you again when the refund is issued.",
        ...(facts.reason === "terms"
          ? [`If you still want the plan, you can order it again at ${env.PUBLIC_URL}/pricing.`]
          : []),
      ],
      footer: { text: "You get this mail because you made a payment to Fli Digital." },
    }),
  };
}

/** The buyer's new account is ready: their desk ID and where to sign in, in the language they bought in. */
export function accountReadyMail(
  env: Pick<Env, "PUBLIC_URL">,
  to: string,
  flideskId: string,
  locale: Locale = "en",
): Mail {
  const url = `${env.PUBLIC_URL}/dashboard/auth`;
  return {
    to,
    subject: m.buy_mail_ready_subject({}, { locale }),
    text: [
      m.buy_mail_ready_thanks({}, { locale }),
      "",
      m.buy_mail_ready_id({ id: flideskId }, { locale }),
      "",
      m.buy_mail_ready_sign_in({ url }, { locale }),
      "",
      "Fli Digital",
    ].join("\n"),
  };
}

/** To the agency: an order paid by an email that had an account of its own meanwhile. */
export function unownedOrderMail(
  to: string,
  order: {
    orderId: string;
    planName: string;
    service: string;
    currency: string;
    amount: string | number;
    email: string;
  },
  paymentId: string,
): Mail {
  return {
    to,
    subject: `Paid order ${order.orderId} needs a look`,
    text: [
      `Order ${order.orderId} (${order.planName} ${order.service}, ${formatMoney(order.currency, order.amount)}) was paid,`,
      `payment ${paymentId}, but ${order.email} already had a Fli DESK account that this checkout did not open.`,
      "The payment was not added to that account. Please check with the buyer and the account holder.",
    ].join("\n"),
  };
}

/** A payment's receipt mail, the receipt's PDF attached (the outbox worker makes it when it sends), in the client's language. */
export function receiptMail(
  env: Pick<Env, "PUBLIC_URL">,
  to: string,
  receipt: { number: string; currency: string; amount: string | number },
  plan: { planName: string; service: string; period: string },
  paid: { start: Date | string; lastDay: Date | string; nextCharge: Date | string },
  locale: Locale = "en",
): Mail {
  const amount = formatMoney(receipt.currency, receipt.amount, locale);
  const thanks = plan.period === "year" ? m.mail_receipt_thanks_year : m.mail_receipt_thanks_month;
  const day = (moment: Date | string) => formatDate(moment, locale);
  return {
    to,
    subject: m.mail_receipt_subject({ number: receipt.number }, { locale }),
    text: [
      thanks({ amount, planName: plan.planName, service: plan.service }, { locale }),
      m.mail_receipt_covers(
        { start: day(paid.start), lastDay: day(paid.lastDay), nextCharge: day(paid.nextCharge) },
        { locale },
      ),
      "",
      m.mail_receipt_attached({ number: receipt.number }, { locale }),
      `${env.PUBLIC_URL}/dashboard/billing`,
      "",
      "Fli Digital",
    ].join("\n"),
    attachments: [{ kind: "billing-document", ref: receipt.number }],
  };
}
