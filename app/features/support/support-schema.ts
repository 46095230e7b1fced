import { z } from "zod";
import { EMAIL_PATTERN } from "~/features/leads/contact-schema";

export const priorities = ["low", "medium", "high", "critical"] as const;
export const DEFAULT_PRIORITY = "medium";

export const supportMessages = {
  required: "Please fill in all required fields",
  invalidEmail: "Please enter a valid email address",
  successTitle: "Support Request Sent",
  successText: "Thank you! Our support team will get back to you within 4 hours.",
} as const;

/** The support form (spec 01 §3, §5): validated like the others, but simulated: nothing is sent or stored. */
export const supportSchema = z.object({
  name: z.string({ error: supportMessages.required }).trim().min(1, supportMessages.required).max(100),
  email: z
    .string({ error: supportMessages.required })
    .trim()
    .min(1, supportMessages.required)
    .max(254)
    .regex(EMAIL_PATTERN, supportMessages.invalidEmail),
  subject: z.string({ error: supportMessages.required }).trim().min(1, supportMessages.required).max(200),
  message: z.string({ error: supportMessages.required }).trim().min(1, supportMessages.required).max(5000),
  priority: z.enum(priorities).default(DEFAULT_PRIORITY),
});

export function supportErrorMessage(fieldErrors: Record<string, string[] | null | undefined>) {
  const messages = Object.values(fieldErrors).flatMap((m) => m ?? []);
  if (messages.includes(supportMessages.required)) return supportMessages.required;
  return messages[0] ?? supportMessages.required;
}

/** Spec 01 §4: the simulated send takes one second. */
export const SUPPORT_SIMULATED_MS = 1000;
