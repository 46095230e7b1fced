import { EMAIL_MAX } from "~/lib/validation";

/**
 * The contact form's messages in one language (docs/product.md, Contact and quote forms; the English ones word for
 * word). `texts.server.ts` makes them from the compiled messages; this module holds no text, so it ships to the
 * browser without any.
 */
export type ContactMessages = {
  errorTitle: string;
  fillAll: string;
  invalidEmail: string;
  failed: string;
  successTitle: string;
  successText: string;
  /** Each field's refusal of a text over its limit. */
  tooLong: Record<keyof typeof contactLimits, string>;
};

export const contactLimits = { firstName: 100, lastName: 100, email: EMAIL_MAX, message: 5000 } as const;

/**
 * The form shows one message at a time, as the toasts do: a missing field first, then a bad
 * email, then any length limit.
 */
export function contactErrorMessage(
  fieldErrors: Record<string, string[] | null | undefined>,
  messages: Pick<ContactMessages, "fillAll" | "invalidEmail" | "failed">,
) {
  const all = Object.values(fieldErrors).flatMap((list) => list ?? []);
  if (all.includes(messages.fillAll)) return messages.fillAll;
  if (all.includes(messages.invalidEmail)) return messages.invalidEmail;
  return all[0] ?? messages.failed;
}
