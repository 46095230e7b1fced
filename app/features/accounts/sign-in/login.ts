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

/** docs/product.md, Accounts and sign-in: the banners and toasts after a payment. */
export const paymentBanners: Record<PaymentOutcome, { toast: string; text: string }> = {
  success: {
    toast: "Payment Successful!",
    text: "Payment successful! Your FliDESK account has been created. You can now log in with your FliDESK ID.",
  },
  failed: {
    toast: "Payment Failed",
    text: "Payment failed. Please try again or contact support if the issue persists.",
  },
  error: {
    toast: "Payment Error",
    text: "An error occurred during payment processing. Please contact support for assistance.",
  },
};

/** Where a sign-in may lead: a portal path of this site, else the dashboard. */
export function safeRedirect(to: string | null | undefined) {
  return to?.startsWith("/dashboard") && !to.startsWith("//") ? to : "/dashboard";
}
