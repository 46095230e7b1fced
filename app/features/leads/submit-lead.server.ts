import type { Submission } from "@conform-to/react";
import type { z } from "zod";
import type { ToastWords as Toast } from "~/components/form-status";
import type { LimitedServices } from "~/lib/context.server";
import type { Db } from "~/lib/db.server";
import { describeError } from "~/lib/errors.server";
import type { Locale } from "~/lib/locale";
import { parseFormData } from "~/lib/parse.server";
import { consume, type RateLimitName, retryText } from "~/lib/rate-limit.server";
import { fail, ok, type Result } from "~/lib/result";
import { contactErrorMessage } from "./contact";
import { contactSchema } from "./contact-schema";
import { createContactSubmission, createQuoteRequest } from "./leads.server";
import { quoteErrorToast } from "./quote";
import { quoteSchema } from "./quote-schema";
import { contactMessagesIn, quoteMessagesIn } from "./texts.server";

type FieldErrors = Record<string, string[] | null | undefined>;

/** What sets one lead form apart from the other; the steps and their order are `submitLead`'s. */
type LeadForm<S extends z.ZodType> = {
  schema: S;
  limiter: RateLimitName;
  write: (db: Db, input: z.output<S>, locale: Locale) => Promise<unknown>;
  /** Names the failure in the server's log. */
  logLabel: string;
  messages: {
    /** The one problem of bad input to show, as the form's toasts name it. */
    invalid: (errors: FieldErrors) => Toast;
    /** The title of a refusal (too many sends) or a failed write. */
    errorTitle: string;
    failed: string;
    success: Toast;
  };
};

const leadForm = <S extends z.ZodType>(form: LeadForm<S>) => form;

/** The two lead forms, in the words of the page's language (the English ones are docs/product.md's). */
function leadForms(locale: Locale) {
  const contact = contactMessagesIn(locale);
  const quote = quoteMessagesIn(locale);
  return {
    contact: leadForm({
      schema: contactSchema(contact),
      limiter: "contact",
      write: createContactSubmission,
      logLabel: "Contact submission failed:",
      messages: {
        invalid: (errors) => ({ title: contact.errorTitle, description: contactErrorMessage(errors, contact) }),
        errorTitle: contact.errorTitle,
        failed: contact.failed,
        success: { title: contact.successTitle, description: contact.successText },
      },
    }),
    quote: leadForm({
      schema: quoteSchema(quote),
      limiter: "quote",
      write: createQuoteRequest,
      logLabel: "Quote request failed:",
      messages: {
        invalid: (errors) => quoteErrorToast(errors, quote),
        errorTitle: quote.failedTitle,
        failed: quote.failedText,
        success: { title: quote.successTitle, description: quote.successText },
      },
    }),
  };
}

export type LeadKind = keyof ReturnType<typeof leadForms>;
export type LeadOutcome = Result<Toast> & { submission: Submission<unknown, string[], unknown> };

/** What a lead's post takes: the database it is stored in, and the limit of the client sending it. */
export type LeadServices = Pick<LimitedServices, "db" | "limiters" | "clientKey">;

/**
 * A lead form's post: checked with the form's schema, then stored (`store`) with the page's language. Bad input is
 * an `invalid` problem with the form's own words for it, in the page's language, and does not count against the
 * limit. Conform's submission rides along, so `answer` replies to the fields.
 */
export async function submitLead(
  kind: LeadKind,
  form: FormData,
  services: LeadServices,
  locale: Locale,
): Promise<LeadOutcome> {
  const lead = leadForms(locale)[kind] as LeadForm<z.ZodType>;
  const parsed = parseFormData(form, lead.schema);
  const { submission } = parsed;
  if (!parsed.ok) {
    const errors = submission.status === "success" ? {} : submission.error;
    const { title, description } = lead.messages.invalid(errors ?? {});
    return { ...fail("invalid", description, { title }), submission };
  }
  return { ...(await store(lead, parsed.value, services, locale)), submission };
}

/**
 * Stores a checked lead, limited per client: a spent limit is `limited`, a failed write `unavailable`, and nothing is
 * written for either.
 */
async function store(
  lead: LeadForm<z.ZodType>,
  input: unknown,
  services: LeadServices,
  locale: Locale,
): Promise<Result<Toast>> {
  const { limiter, write, logLabel, messages } = lead;
  const limit = await consume(services.limiters[limiter], services.clientKey);
  if (!limit.ok) {
    const { retryAfterSeconds } = limit;
    return fail("limited", retryText(retryAfterSeconds, locale), { title: messages.errorTitle, retryAfterSeconds });
  }
  try {
    await write(services.db, input, locale);
  } catch (error) {
    console.error(logLabel, describeError(error));
    return fail("unavailable", messages.failed, { title: messages.errorTitle });
  }
  return ok(messages.success);
}
