import type { subscriptions } from "#db/schema";
import { billingTerms, inReadersWords, isBundle, planTitle } from "~/features/plans";
import type { Env } from "~/lib/env.server";
import { formatDate, formatMoney } from "~/lib/format";
import { type Locale, localizedPath } from "~/lib/locale";
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

/** A service's name in the mail's language: plan names, "SEO" and the bundle's "+" stay as they are. */
const serviceIn = (service: string, locale: Locale) => inReadersWords(service, m.mail_service_social({}, { locale }));
/** "Growth (Social Media)": how the subscription mails name a plan in their sentences. */
const planOf = (s: Pick<Subscription, "plan" | "service">, locale: Locale) =>
  `${s.plan} (${serviceIn(s.service, locale)})`;
/** "Growth Social Media", or a bundle's "Growth + Accelerate (Social Media + SEO)": a subject's plan. */
const titleOf = (s: Pick<Subscription, "plan" | "service">, locale: Locale) =>
  planTitle(s.plan, serviceIn(s.service, locale));

function billingMail(
  env: Pick<Env, "PUBLIC_URL">,
  to: string,
  subject: string,
  paragraphs: string[],
  locale: Locale,
): Mail {
  const content: MailContent = {
    heading: subject,
    paragraphs,
    action: { label: m.mail_billing_action({}, { locale }), url: billingLink(env) },
    footer: { text: m.mail_billing_footer({}, { locale }) },
    lang: locale,
  };
  return { to, subject, ...renderMail(content) };
}

/** The dunning steps: at once, then 3 and 7 days after the failed installment. */
export const DUNNING_DAYS = [0, 3, 7] as const;

/** A failed installment's reminder; `step` is 0, 1 or 2 (DUNNING_DAYS). In the client's language. */
export function paymentFailedMail(
  env: Pick<Env, "PUBLIC_URL">,
  to: string,
  s: Subscription,
  step: number,
  locale: Locale = "en",
) {
  const amount = formatMoney(s.currency, s.amount, locale);
  const plan = titleOf(s, locale);
  const subject =
    step === 0 ? m.mail_failed_subject({ plan }, { locale }) : m.mail_failed_reminder_subject({ plan }, { locale });
  return billingMail(
    env,
    to,
    subject,
    [
      m.mail_failed_not_charged({ amount, plan: planOf(s, locale) }, { locale }),
      step === 0
        ? m.mail_failed_first({}, { locale })
        : m.mail_failed_later({ days: DUNNING_DAYS[step] ?? 0 }, { locale }),
    ],
    locale,
  );
}

export function cancellationScheduledMail(
  env: Pick<Env, "PUBLIC_URL">,
  to: string,
  s: Subscription,
  locale: Locale = "en",
) {
  const until = s.serviceEndsOn ? formatDate(s.serviceEndsOn, locale) : m.mail_cancel_end_of_notice({}, { locale });
  const plan = planOf(s, locale);
  return billingMail(
    env,
    to,
    m.mail_cancel_subject({ plan: titleOf(s, locale) }, { locale }),
    [
      isBundle(s.plan)
        ? m.mail_cancel_until_bundle({ plan, until, months: billingTerms.bundleCommitmentMonths }, { locale })
        : m.mail_cancel_until({ plan, until }, { locale }),
      m.mail_cancel_undo({}, { locale }),
    ],
    locale,
  );
}

export function cancelledMail(env: Pick<Env, "PUBLIC_URL">, to: string, s: Subscription, locale: Locale = "en") {
  return billingMail(
    env,
    to,
    m.mail_cancelled_subject({ plan: titleOf(s, locale) }, { locale }),
    [m.mail_cancelled_done({ plan: planOf(s, locale) }, { locale }), m.mail_cancelled_thanks({}, { locale })],
    locale,
  );
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
  locale: Locale = "en",
) {
  const amount = formatMoney(next.currency, next.amount, locale);
  const started = next.cycle === "annual" ? m.mail_plan_started_year : m.mail_plan_started_month;
  const oldPlan = planOf(old, locale);
  return billingMail(
    env,
    to,
    m.mail_plan_changed_subject({ plan: planTitle(next.planName, serviceIn(next.service, locale)) }, { locale }),
    [
      started({ plan: planOf({ plan: next.planName, service: next.service }, locale), amount }, { locale }),
      ...(next.commitmentEnd
        ? [
            m.mail_plan_bundle_runs(
              { end: formatDate(next.commitmentEnd, locale), months: billingTerms.bundleCommitmentMonths },
              { locale },
            ),
          ]
        : []),
      old.nextBillingDate
        ? m.mail_plan_old_cancelled_on({ plan: oldPlan, date: formatDate(old.nextBillingDate, locale) }, { locale })
        : m.mail_plan_old_cancelled({ plan: oldPlan }, { locale }),
      ...(refund
        ? [
            m.mail_plan_refund(
              { amount: formatMoney(refund.currency, refund.amount, locale), days: refund.unusedDays },
              { locale },
            ),
          ]
        : []),
    ],
    locale,
  );
}

// Refunds: the one we issued, and a charge we do not honour going back.

export type RefundMailFacts = {
  to: string;
  /** The client's language (their profile's), English for a buyer without an account. */
  locale: Locale;
  /** What was refunded now, and what the payment was, as formatMoney writes them in `locale`. */
  amount: string;
  paid: string;
  /** The plan and service the payment was for. */
  plan: string;
  service: string;
  paymentId: string;
  reason: string;
  /** The credit note's number (FLD-C-…), attached as its PDF; null if none could be made. */
  creditNote: string | null;
};

/**
 * "Refund issued": sent to the client whatever their notification choices, since it is about their money, in the
 * mails' one layout (text and HTML in the site's design), in the client's language.
 */
export function refundMail(env: Pick<Env, "PUBLIC_URL">, facts: RefundMailFacts): Mail {
  const { locale, amount, paid } = facts;
  const what = `${facts.plan} ${serviceIn(facts.service, locale)}`;
  const done = { amount, what, paymentId: facts.paymentId };
  return {
    to: facts.to,
    subject: m.mail_refund_subject({ amount }, { locale }),
    ...renderMail({
      heading: m.mail_refund_heading({}, { locale }),
      paragraphs: [
        amount !== paid
          ? m.mail_refund_done_partial({ ...done, paid }, { locale })
          : m.mail_refund_done(done, { locale }),
        m.mail_refund_reason({ reason: facts.reason }, { locale }),
        m.mail_refund_back({}, { locale }),
        ...(facts.creditNote ? [m.mail_refund_credit_note({ number: facts.creditNote }, { locale })] : []),
      ],
      action: { label: m.mail_refund_action({}, { locale }), url: `${env.PUBLIC_URL}/dashboard/billing` },
      footer: { text: m.mail_refund_footer({}, { locale }) },
      lang: locale,
    }),
    ...(facts.creditNote ? { attachments: [{ kind: "billing-document" as const, ref: facts.creditNote }] } : {}),
  };
}

export type ReturnReason = "terms" | "duplicate" | "closed";

export type ReturnMailFacts = {
  to: string;
  /** The buyer's language: their profile's, else the one they bought in (the checkout's, decision 50). */
  locale: Locale;
  /** The charge, as formatMoney writes it in `locale`. */
  amount: string;
  /** The plan and service the order was for. */
  plan: string;
  service: string;
  orderId: string;
  reason: ReturnReason;
};

/** Why the payment is going back, in the buyer's words: they may not know the form was changed. */
const why: Record<ReturnReason, typeof m.mail_return_terms> = {
  terms: m.mail_return_terms,
  duplicate: m.mail_return_duplicate,
  closed: m.mail_return_closed,
};

/**
 * Why a return's refund was made, as its refund and credit note record it (in English, the record's words) and as
 * the "Refund issued" mail says it, in the buyer's language. An unknown stored reason reads as `terms`.
 */
export function returnRefundReason(reason: string, locale: Locale = "en") {
  const said = {
    terms: m.mail_return_reason_terms,
    duplicate: m.mail_return_reason_duplicate,
    closed: m.mail_return_reason_closed,
  }[reason];
  return (said ?? m.mail_return_reason_terms)({}, { locale });
}

/**
 * "Your payment is being refunded": mailed to the buyer in the transaction that records a charge we do not honour
 * (returns.server.ts), whatever their notification choices, since it is about their money, in their language.
 */
export function returnMail(env: Pick<Env, "PUBLIC_URL">, facts: ReturnMailFacts): Mail {
  const { locale, amount, orderId } = facts;
  const what = `${facts.plan} ${serviceIn(facts.service, locale)}`;
  const link = `${env.PUBLIC_URL}${localizedPath("/pricing", locale)}`;
  return {
    to: facts.to,
    subject: m.mail_return_subject({ amount }, { locale }),
    ...renderMail({
      heading: m.mail_return_heading({}, { locale }),
      paragraphs: [
        why[facts.reason]({ amount, what, orderId }, { locale }),
        m.mail_return_back({}, { locale }),
        m.mail_return_nothing_to_do({}, { locale }),
        ...(facts.reason === "terms" ? [m.mail_return_order_again({ link }, { locale })] : []),
      ],
      footer: { text: m.mail_return_footer({}, { locale }) },
      lang: locale,
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
