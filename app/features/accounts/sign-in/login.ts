import type { PortalMessages } from "~/lib/portal-texts";

/**
 * The sign-in's texts (docs/product.md, Accounts and sign-in), shared by the page and the action, in one language:
 * `loginTexts(m)`. The server's English default is `loginMessages` (login-messages.server.ts).
 */
export type LoginTexts = {
  /** A field left empty. */
  required: string;
  /** The same words for a wrong desk ID and a wrong password. */
  invalid: string;
  /** The title of the refusal's toast. */
  errorTitle: string;
  unexpected: string;
};

/** The sign-in's texts in the language `m` speaks (decision 49). */
export const loginTexts = (m: PortalMessages): LoginTexts => ({
  required: m.auth_required(),
  invalid: m.auth_invalid(),
  errorTitle: m.auth_error_title(),
  unexpected: m.auth_unexpected(),
});

/** What the payment's return URL may say (`?payment=`). */
export const PAYMENT_OUTCOMES = ["success", "failed", "error"] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** Where a sign-in may lead: a portal path of this site, else the dashboard. */
export function safeRedirect(to: string | null | undefined) {
  return to?.startsWith("/dashboard") && !to.startsWith("//") ? to : "/dashboard";
}
