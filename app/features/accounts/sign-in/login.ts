/** Sign-in texts (docs/product.md, Accounts and sign-in); shared by the page and the action. */
export const loginMessages = {
  required: "Please enter your Fli DESK ID and password",
  invalid: "Invalid Fli Desk ID or password",
  errorTitle: "Authentication Error",
  unexpected: "An unexpected error occurred",
} as const;

/** What the payment's return URL may say (`?payment=`). */
export const PAYMENT_OUTCOMES = ["success", "failed", "error"] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** Where a sign-in may lead: a portal path of this site, else the dashboard. */
export function safeRedirect(to: string | null | undefined) {
  return to?.startsWith("/dashboard") && !to.startsWith("//") ? to : "/dashboard";
}
