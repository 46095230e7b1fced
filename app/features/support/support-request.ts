import { EMAIL_PATTERN } from "~/lib/validation";

export const priorities = ["low", "medium", "high", "critical"] as const;
export type Priority = (typeof priorities)[number];
export const DEFAULT_PRIORITY: Priority = "medium";

export const supportMessages = {
  required: "Please fill in all required fields",
  invalidEmail: "Please enter a valid email address",
  unknownPriority: "Please choose a priority from the list",
  tooLong: "Please shorten your message",
  successTitle: "Support Request Sent",
  successText: "Thank you! Our support team will get back to you within 4 hours.",
} as const;

/** The simulated send takes one second. */
export const SUPPORT_SIMULATED_MS = 1000;

export type SupportRequest = { name: string; email: string; subject: string; message: string; priority: Priority };

const limits = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/**
 * The support form's rules (docs/product.md, Support), one function for the browser and for the action that answers
 * a post made without JavaScript. The form is simulated: nothing it holds is sent anywhere or stored.
 */
export function checkSupportRequest(
  form: Record<string, FormDataEntryValue | null | undefined>,
): { ok: true; value: SupportRequest } | { ok: false; message: string; field: keyof SupportRequest } {
  const text = (key: keyof typeof limits) => {
    const value = form[key];
    return typeof value === "string" ? value.trim() : "";
  };
  const value = { name: text("name"), email: text("email"), subject: text("subject"), message: text("message") };
  for (const field of ["name", "email", "subject", "message"] as const) {
    if (!value[field]) return { ok: false, message: supportMessages.required, field };
    if (value[field].length > limits[field]) return { ok: false, message: supportMessages.tooLong, field };
  }
  if (!EMAIL_PATTERN.test(value.email)) return { ok: false, message: supportMessages.invalidEmail, field: "email" };
  const priority = form.priority ? String(form.priority) : DEFAULT_PRIORITY;
  if (!priorities.includes(priority as Priority)) {
    return { ok: false, message: supportMessages.unknownPriority, field: "priority" };
  }
  return { ok: true, value: { ...value, priority: priority as Priority } };
}
