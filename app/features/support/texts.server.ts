import type { Locale } from "~/lib/locale";
import type { Message } from "~/lib/message.server";
import { m } from "~/paraglide/messages.js";
import { priorities } from "./support-request";

/** The support form's refusals, for the action's check and the browser's (docs/product.md, Support). */
export function supportCheckMessagesIn(locale: Locale) {
  const t = (message: Message) => message({}, { locale });
  return {
    required: t(m.support_required),
    invalidEmail: t(m.forms_invalid_email),
    unknownPriority: t(m.support_unknown_priority),
    tooLong: t(m.support_too_long),
  };
}

/** What the support action answers besides a refusal of a field: its thanks with the reference, or its failure. */
export function supportAnswerWordsIn(locale: Locale) {
  const t = (message: Message) => message({}, { locale });
  return {
    errorTitle: t(m.forms_error_title),
    successTitle: t(m.support_success_title),
    /** The product's thanks, then the ticket's reference for the visitor to quote. */
    success: (reference: string) => `${t(m.support_success_text)} ${m.support_reference({ reference }, { locale })}`,
    failed: t(m.support_failed),
  };
}

const priorityWords = {
  low: m.support_priority_low,
  medium: m.support_priority_medium,
  high: m.support_priority_high,
  critical: m.support_priority_critical,
} as const;

/** The support form's labels, priorities, button and the refusals its browser check shows, for the page's loader. */
export function supportFormTexts(locale: Locale) {
  const t = (message: Message) => message({}, { locale });
  return {
    label: t(m.support_form_label),
    name: t(m.support_name),
    email: t(m.forms_email),
    subject: t(m.support_subject),
    priority: t(m.support_priority),
    priorities: priorities.map((value) => ({ value, label: t(priorityWords[value]) })),
    message: t(m.forms_message),
    submit: [t(m.support_send), t(m.forms_sending)] as [idle: string, busy: string],
    errorTitle: t(m.forms_error_title),
    check: supportCheckMessagesIn(locale),
  };
}
export type SupportFormTexts = ReturnType<typeof supportFormTexts>;

/** The validator's refusals and its word for an account with no plan, as the action answers them. */
export function validatorWordsIn(locale: Locale) {
  const t = (message: Message) => message({}, { locale });
  return {
    required: t(m.support_id_required),
    invalid: t(m.support_id_invalid),
    noPlan: t(m.support_no_plan),
    socialMedia: t(m.mail_service_social),
  };
}

/** The Fli DESK ID validator's texts, for the page's loader (the support page, and the English demo page). */
export function validatorTexts(locale: Locale) {
  const t = (message: Message) => message({}, { locale });
  return {
    label: t(m.support_validator_label),
    validate: [t(m.support_validate), t(m.support_validating)] as [idle: string, busy: string],
    status: t(m.support_status),
    states: {
      validating: t(m.support_status_validating),
      unchecked: t(m.support_status_unchecked),
      valid: t(m.support_status_valid),
      invalid: t(m.support_status_invalid),
    },
    sample: t(m.support_sample),
    reset: t(m.support_reset),
    /** "Valid Fli DESK ID: " before the ID. */
    validId: m.support_valid_id({ id: "" }, { locale }),
    email: t(m.forms_email),
    plan: t(m.support_plan),
    paymentStatus: t(m.support_payment_status),
    paymentWords: {
      completed: t(m.support_paid_completed),
      none: t(m.support_paid_none),
      past_due: t(m.support_paid_past_due),
      stopped: t(m.support_paid_stopped),
      cancelled: t(m.support_paid_cancelled),
      charged_back: t(m.support_paid_charged_back),
    } as Record<string, string>,
    required: t(m.support_id_required),
  };
}
export type ValidatorTexts = ReturnType<typeof validatorTexts>;
