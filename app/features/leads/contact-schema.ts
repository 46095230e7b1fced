import { z } from "zod";
import { EMAIL_PATTERN } from "~/lib/validation";
import { contactLimits, contactMessages } from "./contact";

const required = (label: string, max: number) =>
  z
    .string({ error: contactMessages.fillAll })
    .trim()
    .min(1, contactMessages.fillAll)
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`);

/** The contact form's rules, checked by the route action (the browser shows the action's answer). */
export const contactSchema = z.object({
  firstName: required("First name", contactLimits.name),
  lastName: required("Last name", contactLimits.name),
  email: required("Email", contactLimits.email).regex(EMAIL_PATTERN, contactMessages.invalidEmail),
  message: required("Message", contactLimits.message),
});

export type ContactInput = z.infer<typeof contactSchema>;
