import { formatDate } from "~/lib/format";
import type { PortalTexts } from "~/lib/portal-texts";
import { fail, type Problem } from "~/lib/result";

export { actorTexts, englishTexts } from "~/lib/actor-texts.server";

/**
 * The client's answers on their own subscription (the Billing tab's forms), in the reader's language
 * (decision 49); the English is the product's, word for word.
 */
export const subscriptionAnswers = ({ m, locale }: PortalTexts) => ({
  clientsOnly: m.billing_answer_clients_only(),
  notFound: m.billing_answer_not_found(),
  notActive: m.billing_answer_not_active(),
  alreadyCancelled: m.billing_answer_already_cancelled(),
  takingEffect: m.billing_answer_taking_effect(),
  notFailed: m.billing_answer_not_failed(),
  retrying: m.billing_answer_retrying(),
  notSetUp: m.billing_answer_not_set_up(),
  unknownForm: m.billing_answer_unknown_form(),
  /** The last day of service (YYYY-MM-DD), said as the reader's language writes a date. */
  scheduled: (day: string) => m.billing_answer_scheduled({ date: formatDate(day, locale) }),
  noneScheduled: m.billing_answer_none_scheduled(),
  undone: m.billing_answer_undone(),
  retried: m.billing_answer_retried(),
  gatewayTrying: m.billing_answer_gateway_trying(),
  /**
   * PayHere's status word for the subscription ("CANCELLED"), said as our own Billing tab labels that state, in
   * the reader's language; a word PayHere adds later gets the sentence without it rather than a raw code.
   */
  gatewayCannotRetry: (status: string) => {
    const label =
      status === "CANCELLED"
        ? m.billing_status_cancelled()
        : status === "COMPLETED"
          ? m.billing_status_completed()
          : null;
    return label === null
      ? m.billing_answer_gateway_cannot_retry_now()
      : m.billing_answer_gateway_cannot_retry({ status: label.toLocaleLowerCase(locale) });
  },
  gatewayBusy: m.billing_answer_gateway_busy(),
  gatewayUnreachable: m.billing_answer_gateway_unreachable(),
  // A plan change's refusals and what the client confirms.
  planInvalid: m.billing_answer_plan_invalid(),
  stalePrice: m.billing_answer_stale_price(),
  samePlan: m.billing_answer_same_plan(),
  planNotRunning: m.billing_answer_plan_not_running(),
  planCancelling: m.billing_answer_plan_cancelling(),
  bundleMonthly: m.billing_answer_bundle_monthly(),
  commitment: (day: string, months: number) => m.billing_commitment({ date: formatDate(day, locale), months }),
  commitmentHeld: (commitment: string) => m.billing_commitment_held({ commitment }),
  unusedRefund: (amount: string) => m.billing_unused_refund({ amount }),
  payPlan: (amount: string, plan: string, refunded: string) => m.billing_answer_pay_plan({ amount, plan, refunded }),
  payBundle: (amount: string, plan: string, refunded: string, commitment: string) =>
    m.billing_answer_pay_bundle({ amount, plan, refunded, commitment }),
  // The plan change's page without JavaScript.
  changePlan: m.billing_change_plan(),
  continueToPayment: m.billing_continue_to_payment(),
  backToBilling: m.billing_back_to_billing(),
});

export type SubscriptionAnswers = ReturnType<typeof subscriptionAnswers>;

/** An admin's refunds and their settling, in the admin's language. */
export const refundAnswers = ({ m }: PortalTexts) => ({
  notFound: m.billing_refund_not_found(),
  notReceived: m.billing_refund_not_received(),
  nothingLeft: m.billing_refund_nothing_left(),
  tooMuch: (left: string) => m.billing_refund_too_much({ left }),
  underWay: m.billing_refund_under_way(),
  otherUnderWay: m.billing_refund_other_under_way(),
  keyUsed: m.billing_refund_key_used(),
  refused: (why: string) => m.billing_refund_refused({ why }),
  done: (amount: string) => m.billing_refund_done({ amount }),
  again: (amount: string) => m.billing_refund_again({ amount }),
  unconfirmed: m.billing_refund_unconfirmed(),
  settleFirst: m.billing_refund_settle_first(),
  notSetUp: m.billing_refund_not_set_up(),
  gatewayBusy: m.billing_answer_gateway_busy(),
  gatewayUnreachable: m.billing_answer_gateway_unreachable(),
  credentialsRefused: m.billing_refund_credentials_refused(),
});

export type RefundAnswers = ReturnType<typeof refundAnswers>;

export const settleAnswers = ({ m }: PortalTexts) => ({
  notFound: m.billing_settle_not_found(),
  settled: m.billing_settle_settled(),
  underWay: m.billing_settle_under_way(),
  refunded: (amount: string) => m.billing_settle_refunded({ amount }),
  notRefunded: (amount: string) => m.billing_settle_not_refunded({ amount }),
});

export type SettleAnswers = ReturnType<typeof settleAnswers>;

export const documentAnswers = ({ m }: PortalTexts) => ({
  noPayment: m.billing_document_no_payment(),
  amount: m.billing_document_amount(),
});

type GatewayWords = { gatewayBusy: string; gatewayUnreachable: string; credentialsRefused: string };

/**
 * A failure of PayHere's merchant API, as the reader is told it: busy, out of reach, or our app's credentials
 * refused, in the reader's words. The technical reason (a timeout, an HTTP status) goes to the audit log and the
 * server's log, never to the page. A refusal of the request itself ("invalid") is PayHere's own reason: the
 * caller words it (`refused`).
 */
export function gatewayFailure(problem: Problem, a: GatewayWords) {
  if (problem.kind === "limited") return fail("unavailable", a.gatewayBusy);
  if (problem.kind === "unauthorized") return fail("unavailable", a.credentialsRefused);
  return fail("unavailable", a.gatewayUnreachable);
}
