import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { AppLoadContextValue } from "~/lib/context.server";
import { describeError } from "~/lib/errors.server";
import { consume, retryText } from "~/lib/rate-limit.server";
import type { LeadActionData } from "./lead-action";
import { createQuoteRequest } from "./leads.server";
import { quoteErrorToast, quoteMessages } from "./quote";
import { quoteSchema } from "./quote-schema";

/** The quote form's action: same schema as the browser, limited per IP, a quote_requests row on success. */
export async function submitQuote(formData: FormData, context: AppLoadContextValue) {
  const submission = parseWithZod(formData, { schema: quoteSchema });
  if (submission.status !== "success") {
    const toast = quoteErrorToast(submission.error ?? {});
    return data<LeadActionData>(
      {
        form: "quote",
        result: submission.reply({ formErrors: [toast.description] }),
        toast: { type: "error", ...toast },
      },
      { status: 400 },
    );
  }

  const limit = await consume(context.limiters.quote, context.clientIp);
  if (!limit.ok) {
    const description = retryText(limit.retryAfterSeconds);
    return data<LeadActionData>(
      {
        form: "quote",
        result: submission.reply({ formErrors: [description] }),
        toast: { type: "error", title: quoteMessages.failedTitle, description },
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  try {
    await createQuoteRequest(context.db, context.env, submission.value);
  } catch (error) {
    console.error("Quote request failed:", describeError(error));
    return data<LeadActionData>(
      {
        form: "quote",
        result: submission.reply({ formErrors: [quoteMessages.failedText] }),
        toast: { type: "error", title: quoteMessages.failedTitle, description: quoteMessages.failedText },
      },
      { status: 503 },
    );
  }

  return data<LeadActionData>({
    form: "quote",
    result: submission.reply({ resetForm: true }),
    toast: { type: "success", title: quoteMessages.successTitle, description: quoteMessages.successText },
  });
}
