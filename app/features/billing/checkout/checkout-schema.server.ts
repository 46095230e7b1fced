import { z } from "zod";
import type { WizardMessages } from "~/features/onboarding";
import { englishWizardMessages, wizardSchema } from "~/features/onboarding/index.server";
import { cycleAmount, cycles, findPlan, type Plan } from "~/features/plans";
import { parseFormData, parseValue } from "~/lib/parse.server";
import { fail, ok, type Problem, type Result } from "~/lib/result";
import { formatAmount } from "../payhere/payhere.server";
import type { NewCheckout } from "./checkout.server";
import { type CheckoutMessages, checkoutFieldErrors, currencies } from "./checkout-form";
import { englishCheckoutMessages } from "./checkout-messages.server";

// A field sent twice, or a file where text belongs, reads as empty: the field's rule then says what is wrong.
const text = z.string().catch("");
const checkbox = z.boolean().catch(false);

const planOf = (messages: CheckoutMessages) =>
  text.transform((name, ctx): Plan => {
    const found = findPlan(name);
    if (found) return found;
    ctx.addIssue({ code: "custom", message: messages.invalidPlan(name.slice(0, 50)) });
    return z.NEVER;
  });

/**
 * The checkout form as /api/checkout receives it. The buyer's fields are checked by `checkoutFieldErrors`, the
 * rules the page runs as the buyer types (decision 0003 keeps Zod out of the browser), and come out trimmed. The
 * wizard's answers (JSON) and the password stay as sent: `parseCheckout` checks them for the plan.
 */
export const checkoutSchemaOf = (messages: CheckoutMessages) =>
  z
    .object({
      plan: planOf(messages),
      currency: z.enum(currencies, messages.invalidPricing).default("LKR"),
      cycle: z.enum(cycles, messages.invalidPricing).default("monthly"),
      // The total the page showed, when it sends one: it must be the catalogue's, else the page's prices are stale
      // or forged, and nothing is charged.
      amount: text,
      email: text,
      businessName: text,
      phone: text,
      agreeToTerms: checkbox,
      marketingConsent: checkbox,
      wizard: text,
      password: text,
    })
    .superRefine((form, ctx) => {
      for (const [field, message] of Object.entries(checkoutFieldErrors(form, messages))) {
        if (message) ctx.addIssue({ code: "custom", path: [field], message });
      }
    })
    .transform((form) => ({
      ...form,
      email: form.email.trim(),
      businessName: form.businessName.trim(),
      phone: form.phone.trim(),
    }));

/** The schema in English, the product's words. */
export const checkoutSchema = checkoutSchemaOf(englishCheckoutMessages);

/** What checkout records, less what the request tells (the buyer's address). */
export type CheckoutInput = Omit<NewCheckout, "ipAddress">;

/**
 * The checkout form, checked in the order the product names its refusals: the plan, the currency, the buyer's
 * fields, then the wizard's answers (their format, then every step's rules for this plan). Each refusal carries
 * the product's title; the buyer's fields and the wizard's rules also say which fields they are about.
 */
export function parseCheckout(
  form: FormData,
  messages: CheckoutMessages = englishCheckoutMessages,
  wizardMessages: WizardMessages = englishWizardMessages,
): Result<Omit<CheckoutInput, "locale">> {
  const parsed = parseFormData(
    form,
    messages === englishCheckoutMessages ? checkoutSchema : checkoutSchemaOf(messages),
  );
  if (!parsed.ok) return formRefusal(parsed.problem, messages);
  const { wizard: answers, password, agreeToTerms: _agreed, amount, ...fields } = parsed.value;
  const charged = formatAmount(cycleAmount(fields.plan.price, fields.cycle, fields.currency));
  if (amount && amount !== charged) {
    return fail("invalid", messages.invalidPricing, { title: messages.dataErrorTitle });
  }
  const wizard = parseValue({ answers, password }, wizardSchema(fields.plan.name, wizardMessages));
  if (!wizard.ok) return wizardRefusal(wizard.problem, messages);
  return ok({ ...fields, wizard: wizard.value });
}

function formRefusal({ fields = {} }: Problem, messages: CheckoutMessages) {
  if (fields.plan) return fail("invalid", fields.plan, { title: messages.paymentFailedTitle });
  if (fields.currency || fields.cycle) {
    return fail("invalid", messages.invalidPricing, { title: messages.dataErrorTitle });
  }
  return fail("invalid", messages.validationText, { title: messages.validationTitle, fields });
}

function wizardRefusal({ message, fields = {} }: Problem, messages: CheckoutMessages) {
  if (fields.answers) return fail("invalid", messages.invalidWizard, { title: messages.dataErrorTitle });
  return fail("invalid", message, { title: messages.validationTitle, fields });
}

/**
 * The checkout page's link (docs/product.md, Checkout and payment): a plan and its own service, else the page
 * sends the visitor back to pricing; the email and business name the wizard passes along fill the form.
 */
export const checkoutLinkSchema = z
  .object({
    plan: z.string(),
    service: z.string(),
    // The billing cycle chosen on the wizard's review step; a link without one is monthly, as before.
    cycle: z
      .enum(cycles)
      .nullish()
      .transform((cycle) => cycle ?? "monthly"),
    email: text,
    businessName: text,
  })
  .transform(({ plan: name, service, ...prefill }, ctx) => {
    const found = findPlan(name);
    if (found && found.service === service) return { plan: found, ...prefill };
    ctx.addIssue({ code: "custom", message: englishCheckoutMessages.invalidCheckoutTitle });
    return z.NEVER;
  });
