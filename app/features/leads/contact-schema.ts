import { z } from "zod";

/** Spec 01 §8: the contact form's texts, word for word. */
export const contactMessages = {
  errorTitle: "Error",
  fillAll: "Please fill in all fields",
  invalidEmail: "Please enter a valid email address",
  failed: "Failed to send message. Please try again.",
  successTitle: "Message Sent!",
  successText: "Thank you for your inquiry. We'll get back to you within 24 hours.",
} as const;

/** Spec 01 §5: text, at sign, text, dot, text, and no whitespace anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const contactLimits = { name: 100, email: 254, message: 5000 } as const;

const required = (label: string, max: number) =>
  z
    .string({ error: contactMessages.fillAll })
    .trim()
    .min(1, contactMessages.fillAll)
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`);

/** One schema for the browser and the route action. */
export const contactSchema = z.object({
  firstName: required("First name", contactLimits.name),
  lastName: required("Last name", contactLimits.name),
  email: required("Email", contactLimits.email).regex(EMAIL_PATTERN, contactMessages.invalidEmail),
  message: required("Message", contactLimits.message),
});

export type ContactInput = z.infer<typeof contactSchema>;

/**
 * The form shows one message at a time, as the spec's toasts do: a missing field first, then a bad
 * email, then any length limit.
 */
export function contactErrorMessage(fieldErrors: Record<string, string[] | null | undefined>) {
  const messages = Object.values(fieldErrors).flatMap((list) => list ?? []);
  if (messages.includes(contactMessages.fillAll)) return contactMessages.fillAll;
  if (messages.includes(contactMessages.invalidEmail)) return contactMessages.invalidEmail;
  return messages[0] ?? contactMessages.failed;
}
