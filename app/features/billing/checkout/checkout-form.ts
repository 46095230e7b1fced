import { type Answer, fail, type Problem } from "~/lib/result";
import { isEmail } from "~/lib/validation";

/** docs/product.md, Checkout and payment: checkout's texts, word for word. No Zod: the browser checks on change and submit, the action again. */
export const checkoutMessages = {
  invalidEmail: "Please enter a valid email address",
  businessName: "Business name must be at least 3 characters",
  phone: "Please enter a valid phone number",
  terms: "You must agree to the terms and conditions",
  validationTitle: "Form Validation Failed",
  validationText: "Please correct the errors in the form",
  invalidCheckoutTitle: "Invalid Checkout",
  dataErrorTitle: "Data Error",
  invalidPricing: "Invalid pricing data",
  loadFailed: "Failed to load checkout data",
  invalidWizard: "Invalid wizard data format",
  paymentFailedTitle: "Payment Failed",
  paymentInitiatedTitle: "Payment Initiated",
  paymentInitiatedText: "Redirecting you to the secure payment page...",
  network: "Network error: Unable to connect to server. Please check your internet connection or try again later.",
  unexpected: "An unexpected error occurred. Please try again or contact support.",
  invalidPlan: (plan: string) => `Invalid plan configuration for ${plan}`,
  createFailed: (reason: string) => `Failed to create checkout session: ${reason}`,
  databaseError: (message: string) => `Database error: ${message}`,
  // An email that already has an account is never given to an anonymous checkout (decision 0014).
  accountExists: "An account already uses this email. Sign in to your Fli DESK, or use another email.",
  accountExistsTitle: "You Already Have an Account",
  accountExistsText:
    "To add a plan to your existing account, sign in to your Fli DESK and contact us from there. To open a new account, use another email.",
  paymentsOffTitle: "Payments Unavailable",
  paymentsOff: "Online payments are not set up on this site yet. Please contact us to start your plan.",
  notSaved: "Failed to create checkout session: Database error: the order could not be saved",
} as const;

/** Checkout's words in one language (decision 50); `checkoutMessages` are the English ones, word for word. */
export type CheckoutMessages = {
  [Key in Exclude<keyof typeof checkoutMessages, "invalidPlan" | "createFailed" | "databaseError">]: string;
} & { invalidPlan: (plan: string) => string };

export type CheckoutFields = { email: string; businessName: string; phone: string; agreeToTerms: boolean };
export type CheckoutFieldErrors = Partial<Record<keyof CheckoutFields, string>>;

/** The rules of the fields the buyer types at checkout. The server's schema (checkout-schema.server.ts) runs these too. */
export function checkoutFieldErrors(
  fields: CheckoutFields,
  messages: CheckoutMessages = checkoutMessages,
): CheckoutFieldErrors {
  const errors: CheckoutFieldErrors = {};
  if (!isEmail(fields.email)) errors.email = messages.invalidEmail;
  if (fields.businessName.trim().length <= 2) errors.businessName = messages.businessName;
  if (fields.phone.trim().length < 9 || fields.phone.trim().length > 30) errors.phone = messages.phone;
  if (!fields.agreeToTerms) errors.agreeToTerms = messages.terms;
  return errors;
}

export const currencies = ["LKR", "USD"] as const;
export type Currency = (typeof currencies)[number];

/** The signed form the browser posts to the gateway, in PayHere's field names. */
export type GatewayForm = { url: string; fields: Record<string, string> };

/**
 * What a checkout's submit answers (the page's action and /api/checkout): the one answer contract, with the signed
 * gateway form when accepted; a refusal's `fields` are the messages beside the fields.
 */
export type CheckoutActionData = Answer<{ gateway: GatewayForm; orderId: string }>;

/** A checkout whose form could not be read (a control character, not a form): a 'Data Error' with the reason. */
export const unreadableCheckout = (problem: Problem) =>
  fail("invalid", problem.message, { title: checkoutMessages.dataErrorTitle });

/**
 * A submit that got no answer: the server out of reach (the browser's fetch fails with a TypeError naming fetch), or
 * an answer that is not one (a failure screen). Said in the page's toast, never by the error screen.
 */
export function checkoutFailed(error: unknown, messages: CheckoutMessages = checkoutMessages): CheckoutActionData {
  const network = error instanceof TypeError && /fetch/i.test(error.message);
  const message = network ? messages.network : messages.unexpected;
  return { ok: false, title: messages.paymentFailedTitle, message };
}
