import { sql } from "drizzle-orm";
import { users } from "#db/schema";
import { type WizardData, wizardErrors } from "~/features/onboarding";
import { findPlan } from "~/features/plans";
import type { AppLoadContextValue } from "~/lib/context.server";
import type { Db } from "~/lib/db.server";
import { describeError } from "~/lib/errors.server";
import { consume, retryText } from "~/lib/rate-limit.server";
import { createCheckout, type GatewayForm } from "./checkout.server";
import { type Currency, checkoutFieldErrors, checkoutMessages, currencies } from "./checkout-form";
import { gateway } from "./gateway.server";

export type CheckoutActionData =
  | { ok: true; gateway: GatewayForm; orderId: string }
  | { ok: false; title: string; message: string; fieldErrors?: Record<string, string> };

export type CheckoutAnswer = { status: number; body: CheckoutActionData };

const fail = (
  status: number,
  title: string,
  message: string,
  fieldErrors?: Record<string, string>,
): CheckoutAnswer => ({
  status,
  body: { ok: false, title, message, fieldErrors },
});

function parseWizard(raw: FormDataEntryValue | null, password: string): WizardData | null {
  if (typeof raw !== "string" || raw.length > 20_000) return null;
  try {
    const w = JSON.parse(raw) as Partial<WizardData>;
    const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
    const text = (v: unknown) => (typeof v === "string" ? v : "");
    return {
      businessInfo: {
        businessName: text(w.businessInfo?.businessName),
        industry: text(w.businessInfo?.industry),
        website: text(w.businessInfo?.website),
      },
      marketingGoals: list(w.marketingGoals),
      platformPreferences: list(w.platformPreferences),
      hearAboutUs: text(w.hearAboutUs),
      accountInfo: {
        fullName: text(w.accountInfo?.fullName),
        workEmail: text(w.accountInfo?.workEmail),
        countryCode: text(w.accountInfo?.countryCode),
        phone: text(w.accountInfo?.phone),
        password,
      },
    };
  } catch {
    return null;
  }
}

/** Whether an account already uses this email, in any letter case (the column's own unique check is exact). */
export async function emailHasAccount(db: Pick<Db, "select">, email: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows.length > 0;
}

/**
 * Checkout's action: checks everything again (plan, form, every wizard step, the password), then records the
 * checkout and answers with the signed gateway form. An email that already has an account is refused: an
 * anonymous buyer must neither see that account's desk ID nor add to it (decision 0014).
 */
export async function submitCheckout(formData: FormData, context: AppLoadContextValue): Promise<CheckoutAnswer> {
  if (gateway(context.env).kind === "none")
    return fail(503, checkoutMessages.paymentsOffTitle, checkoutMessages.paymentsOff);
  const planName = String(formData.get("plan") ?? "");
  const plan = findPlan(planName);
  if (!plan) return fail(400, checkoutMessages.paymentFailedTitle, checkoutMessages.invalidPlan(planName.slice(0, 50)));
  const currency = String(formData.get("currency") ?? "LKR") as Currency;
  if (!currencies.includes(currency))
    return fail(400, checkoutMessages.dataErrorTitle, checkoutMessages.invalidPricing);

  const fields = {
    email: String(formData.get("email") ?? ""),
    businessName: String(formData.get("businessName") ?? ""),
    phone: String(formData.get("phone") ?? ""),
    agreeToTerms: formData.get("agreeToTerms") === "on",
  };
  const fieldErrors = checkoutFieldErrors(fields);
  if (Object.keys(fieldErrors).length > 0) {
    return fail(
      400,
      checkoutMessages.validationTitle,
      checkoutMessages.validationText,
      fieldErrors as Record<string, string>,
    );
  }

  const password = String(formData.get("password") ?? "");
  const wizard = parseWizard(formData.get("wizard"), password);
  if (!wizard) return fail(400, checkoutMessages.dataErrorTitle, checkoutMessages.invalidWizard);
  const wizardProblems = wizardErrors(wizard, plan.name);
  const firstProblem = Object.values(wizardProblems)[0];
  if (firstProblem) {
    return fail(400, checkoutMessages.validationTitle, firstProblem, wizardProblems as Record<string, string>);
  }

  const limit = await consume(context.limiters.checkout, context.clientIp);
  if (!limit.ok) return fail(429, checkoutMessages.paymentFailedTitle, retryText(limit.retryAfterSeconds));

  // After the rate limit: this answer tells whether an email has an account, so it must not be asked in bulk.
  try {
    if (await emailHasAccount(context.db, fields.email.trim())) {
      return fail(409, checkoutMessages.accountExistsTitle, checkoutMessages.accountExistsText, {
        email: checkoutMessages.accountExists,
      });
    }
  } catch (error) {
    console.error("Checking the checkout's email failed:", describeError(error));
    return fail(
      503,
      checkoutMessages.paymentFailedTitle,
      checkoutMessages.createFailed(checkoutMessages.databaseError("the order could not be saved")),
    );
  }

  try {
    const { session, form } = await createCheckout(context.db, context.env, {
      plan,
      currency,
      email: fields.email.trim(),
      businessName: fields.businessName.trim(),
      phone: fields.phone.trim(),
      wizard,
      ipAddress: context.clientIp,
      marketingConsent: formData.get("marketingConsent") === "on",
    });
    return { status: 200, body: { ok: true, gateway: form, orderId: session.orderId } };
  } catch (error) {
    console.error("Creating the checkout session failed:", describeError(error));
    return fail(
      503,
      checkoutMessages.paymentFailedTitle,
      checkoutMessages.createFailed(checkoutMessages.databaseError("the order could not be saved")),
    );
  }
}
