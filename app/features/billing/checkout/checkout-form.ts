import { type Answer, fail, type Problem } from "~/lib/result";
import { isEmail } from "~/lib/validation";

/**
 * Checkout's words in one language (decision 50): the purchase path's `buy_` messages, read by `checkoutMessagesOf`
 * (texts.ts). No English table here: the browser passes its page's messages, the server the reader's
 * (`englishCheckoutMessages` in checkout-messages.server.ts when there is no reader's language). No Zod: the browser
 * checks on change and submit, the action again (docs/product.md, Checkout and payment).
 */
export type CheckoutMessages = {
  invalidEmail: string;
  businessName: string;
  phone: string;
  terms: string;
  validationTitle: string;
  validationText: string;
  invalidCheckoutTitle: string;
  dataErrorTitle: string;
  invalidPricing: string;
  loadFailed: string;
  invalidWizard: string;
  paymentFailedTitle: string;
  paymentInitiatedTitle: string;
  paymentInitiatedText: string;
  network: string;
  unexpected: string;
  invalidPlan: (plan: string) => string;
  // An email that already has an account is never given to an anonymous checkout (decision 0014).
  accountExists: string;
  accountExistsTitle: string;
  accountExistsText: string;
  paymentsOffTitle: string;
  paymentsOff: string;
  notSaved: string;
};

export type CheckoutFields = { email: string; businessName: string; phone: string; agreeToTerms: boolean };
export type CheckoutFieldErrors = Partial<Record<keyof CheckoutFields, string>>;

/** The rules of the fields the buyer types at checkout. The server's schema (checkout-schema.server.ts) runs these too. */
export function checkoutFieldErrors(fields: CheckoutFields, messages: CheckoutMessages): CheckoutFieldErrors {
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
export const unreadableCheckout = (problem: Problem, messages: CheckoutMessages) =>
  fail("invalid", problem.message, { title: messages.dataErrorTitle });

/**
 * A submit that got no answer: the server out of reach (the browser's fetch fails with a TypeError naming fetch), or
 * an answer that is not one (a failure screen). Said in the page's toast, never by the error screen.
 */
export function checkoutFailed(error: unknown, messages: CheckoutMessages): CheckoutActionData {
  const network = error instanceof TypeError && /fetch/i.test(error.message);
  const message = network ? messages.network : messages.unexpected;
  return { ok: false, title: messages.paymentFailedTitle, message };
}
