import type { Submission } from "@conform-to/react";
import type { z } from "zod";
import type { LimitedServices } from "~/lib/context.server";
import type { Db } from "~/lib/db.server";
import { describeError } from "~/lib/errors.server";
import { parseFormData } from "~/lib/parse.server";
import { consume, type RateLimitName, retryText } from "~/lib/rate-limit.server";
import { fail, ok, type Result } from "~/lib/result";
import { contactErrorMessage, contactMessages } from "./contact";
import { contactSchema } from "./contact-schema";
import type { LeadActionData } from "./lead-action";
import { createContactSubmission, createQuoteRequest } from "./leads.server";
import { quoteErrorToast, quoteMessages } from "./quote";
import { quoteSchema } from "./quote-schema";

type Toast = { title: string; description: string };
type FieldErrors = Record<string, string[] | null | undefined>;

/** What sets one lead form apart from the other; the steps and their order are `submitLead`'s. */
type LeadForm<S extends z.ZodType> = {
  schema: S;
  limiter: RateLimitName;
  write: (db: Db, input: z.output<S>) => Promise<unknown>;
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

const leadForms = {
  contact: leadForm({
    schema: contactSchema,
    limiter: "contact",
    write: createContactSubmission,
    logLabel: "Contact submission failed:",
    messages: {
      invalid: (errors) => ({ title: contactMessages.errorTitle, description: contactErrorMessage(errors) }),
      errorTitle: contactMessages.errorTitle,
      failed: contactMessages.failed,
      success: { title: contactMessages.successTitle, description: contactMessages.successText },
    },
  }),
  quote: leadForm({
    schema: quoteSchema,
    limiter: "quote",
    write: createQuoteRequest,
    logLabel: "Quote request failed:",
    messages: {
      invalid: quoteErrorToast,
      errorTitle: quoteMessages.failedTitle,
      failed: quoteMessages.failedText,
      success: { title: quoteMessages.successTitle, description: quoteMessages.successText },
    },
  }),
};

export type LeadKind = keyof typeof leadForms;
export type LeadOutcome = Result<Toast> & { submission: Submission<unknown, string[], unknown> };

/**
 * A lead form's post: checked with the form's schema, limited per IP, then stored. Bad input is an `invalid`
 * problem, a spent limit `limited`, a failed write `unavailable`; nothing is written for any of them, and bad input
 * does not count against the limit.
 */
/** What a lead's post takes: the database it is stored in, and the limit of the client sending it. */
export type LeadServices = Pick<LimitedServices, "db" | "limiters" | "clientKey">;

export async function submitLead(kind: LeadKind, form: FormData, services: LeadServices): Promise<LeadOutcome> {
  const { schema, limiter, write, logLabel, messages } = leadForms[kind] as LeadForm<z.ZodType>;
  const parsed = parseFormData(form, schema);
  const { submission } = parsed;
  if (!parsed.ok) {
    const errors = submission.status === "success" ? {} : submission.error;
    const { title, description } = messages.invalid(errors ?? {});
    return { ...fail("invalid", description, { title }), submission };
  }
  const limit = await consume(services.limiters[limiter], services.clientKey);
  if (!limit.ok) {
    const { retryAfterSeconds } = limit;
    return {
      ...fail("limited", retryText(retryAfterSeconds), { title: messages.errorTitle, retryAfterSeconds }),
      submission,
    };
  }
  try {
    await write(services.db, parsed.value);
  } catch (error) {
    console.error(logLabel, describeError(error));
    return { ...fail("unavailable", messages.failed, { title: messages.errorTitle }), submission };
  }
  return { ...ok(messages.success), submission };
}

/** The answer the lead forms read: Conform's reply for the fields (cleared on success) and the toast. */
export function leadAnswer(kind: LeadKind, outcome: LeadOutcome): LeadActionData {
  const { submission } = outcome;
  if (outcome.ok) {
    return { form: kind, result: submission.reply({ resetForm: true }), toast: { type: "success", ...outcome.value } };
  }
  const { title = "", message } = outcome.problem;
  return {
    form: kind,
    result: submission.reply({ formErrors: [message] }),
    toast: { type: "error", title, description: message },
  };
}
