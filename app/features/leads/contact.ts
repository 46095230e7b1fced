import { EMAIL_MAX } from "~/lib/validation";

/** docs/product.md, Contact and quote forms: the contact form's texts, word for word. No Zod here: this module also ships to the browser. */
export const contactMessages = {
  errorTitle: "Error",
  fillAll: "Please fill in all fields",
  invalidEmail: "Please enter a valid email address",
  failed: "Failed to send message. Please try again.",
  successTitle: "Message Sent!",
  successText: "Thank you for your inquiry. We'll get back to you within 24 hours.",
} as const;

export const contactLimits = { name: 100, email: EMAIL_MAX, message: 5000 } as const;

/**
 * The form shows one message at a time, as the toasts do: a missing field first, then a bad
 * email, then any length limit.
 */
export function contactErrorMessage(fieldErrors: Record<string, string[] | null | undefined>) {
  const messages = Object.values(fieldErrors).flatMap((list) => list ?? []);
  if (messages.includes(contactMessages.fillAll)) return contactMessages.fillAll;
  if (messages.includes(contactMessages.invalidEmail)) return contactMessages.invalidEmail;
  return messages[0] ?? contactMessages.failed;
}
