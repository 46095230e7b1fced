import { z } from "zod";
import { EMAIL_PATTERN } from "~/lib/validation";
import { type ContactMessages, contactLimits } from "./contact";

/** The contact form's rules in the words of one language, checked by the route action (the browser shows its answer). */
export function contactSchema(messages: ContactMessages) {
  const required = (field: keyof typeof contactLimits) =>
    z
      .string({ error: messages.fillAll })
      .trim()
      .min(1, messages.fillAll)
      .max(contactLimits[field], messages.tooLong[field]);
  return z.object({
    firstName: required("firstName"),
    lastName: required("lastName"),
    email: required("email").regex(EMAIL_PATTERN, messages.invalidEmail),
    message: required("message"),
  });
}

export type ContactInput = z.infer<ReturnType<typeof contactSchema>>;
