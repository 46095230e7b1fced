import { formatNumber } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import type { Message } from "~/lib/message.server";
import { m } from "~/paraglide/messages.js";
import { type ContactMessages, contactLimits } from "./contact";
import { budgetOptions, type QuoteMessages, quoteLimits, timelineOptions } from "./quote";

/** "First name must be at most 100 characters", in the page's language. */
const tooLong = (locale: Locale, field: string, max: number) =>
  m.forms_too_long({ field, max: formatNumber(max, locale) }, { locale });

/** The contact form's messages, as its action answers them in the page's language. */
export function contactMessagesIn(locale: Locale): ContactMessages {
  const t = (message: Message) => message({}, { locale });
  return {
    errorTitle: t(m.forms_error_title),
    fillAll: t(m.contact_fill_all),
    invalidEmail: t(m.forms_invalid_email),
    failed: t(m.contact_failed),
    successTitle: t(m.contact_success_title),
    successText: t(m.contact_success_text),
    tooLong: {
      firstName: tooLong(locale, t(m.contact_field_first_name), contactLimits.firstName),
      lastName: tooLong(locale, t(m.contact_field_last_name), contactLimits.lastName),
      email: tooLong(locale, t(m.forms_email), contactLimits.email),
      message: tooLong(locale, t(m.forms_message), contactLimits.message),
    },
  };
}

/** The contact form's labels and button, for the page's loader. */
export function contactFormTexts(locale: Locale) {
  const t = (message: Message) => message({}, { locale });
  return {
    label: t(m.contact_form_label),
    firstName: t(m.contact_first_name),
    lastName: t(m.contact_last_name),
    email: t(m.forms_email),
    message: t(m.forms_message),
    submit: [t(m.contact_send), t(m.forms_sending)] as [idle: string, busy: string],
  };
}
export type ContactFormTexts = ReturnType<typeof contactFormTexts>;

/** The quote form's messages, as its action answers them in the page's language. */
export function quoteMessagesIn(locale: Locale): QuoteMessages {
  const t = (message: Message) => message({}, { locale });
  const limit = (field: string, key: keyof typeof quoteLimits) => tooLong(locale, field, quoteLimits[key]);
  return {
    errorTitle: t(m.forms_error_title),
    nameRequired: t(m.quote_name_required),
    emailRequired: t(m.quote_email_required),
    invalidEmail: t(m.forms_invalid_email),
    noService: t(m.quote_no_service),
    noServiceText: t(m.quote_no_service_text),
    unknownService: t(m.quote_unknown_service),
    chooseBudget: t(m.quote_choose_budget),
    chooseTimeline: t(m.quote_choose_timeline),
    failedTitle: t(m.quote_failed_title),
    unexpectedTitle: t(m.quote_unexpected_title),
    failedText: t(m.quote_failed_text),
    successTitle: t(m.quote_success_title),
    successText: t(m.quote_success_text),
    tooLong: {
      name: limit(t(m.quote_field_full_name), "name"),
      email: limit(t(m.forms_email), "email"),
      company: limit(t(m.quote_company), "company"),
      phone: limit(t(m.quote_phone), "phone"),
      message: limit(t(m.forms_message), "message"),
    },
  };
}

/** A budget or timeline as the form shows it: the stored English value, in words of the page's language. */
function optionLabel(locale: Locale, value: string) {
  if (value === "Flexible") return m.quote_flexible({}, { locale });
  const months = /^(.+) months$/.exec(value)?.[1];
  return months ? m.quote_months({ range: months }, { locale }) : value;
}

/** The quote form's labels, services, options and button, for the page's loader. */
export function quoteFormTexts(locale: Locale) {
  const t = (message: Message) => message({}, { locale });
  const options = (values: readonly string[]) => values.map((value) => ({ value, label: optionLabel(locale, value) }));
  return {
    label: t(m.quote_form_label),
    name: t(m.quote_full_name),
    email: t(m.quote_email),
    company: t(m.quote_company),
    phone: t(m.quote_phone),
    services: t(m.quote_services),
    serviceChoices: [
      { id: "seo", name: t(m.quote_service_seo), price: t(m.service_seo_price) },
      { id: "design", name: t(m.quote_service_design), price: t(m.service_brand_price) },
      { id: "web", name: t(m.nav_web_development), price: t(m.service_web_price) },
    ],
    budget: t(m.quote_budget),
    budgetPlaceholder: t(m.quote_budget_placeholder),
    budgetOptions: options(budgetOptions),
    timeline: t(m.quote_timeline),
    timelinePlaceholder: t(m.quote_timeline_placeholder),
    timelineOptions: options(timelineOptions),
    details: t(m.quote_details),
    detailsPlaceholder: t(m.quote_details_placeholder),
    submit: [t(m.quote_submit), t(m.quote_submitting)] as [idle: string, busy: string],
  };
}
export type QuoteFormTexts = ReturnType<typeof quoteFormTexts>;
