import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { AppLoadContextValue } from "~/lib/context.server";
import { describeError } from "~/lib/errors.server";
import { consume, retryText } from "~/lib/rate-limit.server";
import { contactErrorMessage, contactMessages } from "./contact";
import { contactSchema } from "./contact-schema";
import type { LeadActionData } from "./lead-action";
import { createContactSubmission } from "./leads.server";

/**
 * The contact form's action: checks the input with the browser's schema, limits senders per IP, and
 * stores the message. Bad input answers 400, a limited sender 429, and nothing is written for either.
 */
export async function submitContact(formData: FormData, context: AppLoadContextValue) {
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success") {
    const message = contactErrorMessage(submission.error ?? {});
    return data<LeadActionData>(
      {
        form: "contact",
        result: submission.reply({ formErrors: [message] }),
        toast: { type: "error", title: contactMessages.errorTitle, description: message },
      },
      { status: 400 },
    );
  }

  const limit = await consume(context.limiters.contact, context.clientIp);
  if (!limit.ok) {
    const message = retryText(limit.retryAfterSeconds);
    return data<LeadActionData>(
      {
        form: "contact",
        result: submission.reply({ formErrors: [message] }),
        toast: { type: "error", title: contactMessages.errorTitle, description: message },
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  try {
    await createContactSubmission(context.db, context.env, submission.value);
  } catch (error) {
    console.error("Contact submission failed:", describeError(error));
    return data<LeadActionData>(
      {
        form: "contact",
        result: submission.reply({ formErrors: [contactMessages.failed] }),
        toast: { type: "error", title: contactMessages.errorTitle, description: contactMessages.failed },
      },
      { status: 503 },
    );
  }

  return data<LeadActionData>({
    form: "contact",
    result: submission.reply({ resetForm: true }),
    toast: { type: "success", title: contactMessages.successTitle, description: contactMessages.successText },
  });
}
