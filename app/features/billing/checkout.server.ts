import { checkoutSessions } from "#db/schema";
import { hashPassword } from "~/features/accounts/index.server";
import { draftOf, type WizardData } from "~/features/onboarding";
import type { Plan } from "~/features/plans";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import type { Currency, GatewayForm } from "./checkout-form";
import { type Cycle, cycleAmount, cycleRecurrence } from "./cycles";
import { gateway } from "./gateway.server";
import { makeOrderId } from "./order-id.server";
import { checkoutHash, formatAmount } from "./payhere.server";

/** A checkout waits an hour for its payment. */
const CHECKOUT_TTL_MS = 60 * 60 * 1000;

export type NewCheckout = {
  plan: Plan;
  currency: Currency;
  cycle: Cycle;
  email: string;
  businessName: string;
  phone: string;
  wizard: WizardData;
  ipAddress: string;
  marketingConsent: boolean;
};

/**
 * Records the checkout (status pending, the password only as a hash) and returns the signed form the
 * browser posts to the gateway. The amount is the catalogue's for the chosen cycle, never the browser's; the cycle
 * is in the form's `recurrence` (a year's charge recurs yearly), which the notify repeats and is checked against.
 */
export async function createCheckout(db: Db, env: Env, input: NewCheckout) {
  const gw = gateway(env);
  if (gw.kind === "none") throw new Error("payments are not set up");
  const orderId = makeOrderId();
  const amount = cycleAmount(input.plan.price, input.cycle, input.currency);
  const passwordHash = await hashPassword(input.wizard.accountInfo.password);
  const { password: _omit, ...account } = input.wizard.accountInfo;
  const [session] = await db
    .insert(checkoutSessions)
    .values({
      orderId,
      email: input.email,
      businessName: input.businessName,
      planName: input.plan.name,
      planId: input.plan.planId,
      amount: formatAmount(amount),
      currency: input.currency,
      cycle: input.cycle,
      phone: input.phone,
      service: input.plan.service,
      planConfig: input.plan,
      wizardData: { ...draftOf(input.wizard), accountInfo: account, marketingConsent: input.marketingConsent },
      passwordHash,
      ipAddress: input.ipAddress,
      status: "pending",
      expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
    })
    .returning();
  if (!session) throw new Error("checkout insert returned no row");

  const [firstName = "", ...rest] = account.fullName.trim().split(/\s+/);
  const amountText = formatAmount(amount);
  const fields: Record<string, string> = {
    merchant_id: gw.merchantId,
    return_url: `${gw.returnUrl}`,
    cancel_url: gw.cancelUrl,
    notify_url: gw.notifyUrl,
    first_name: firstName,
    last_name: rest.join(" ") || firstName,
    email: input.email,
    phone: input.phone,
    address: input.businessName,
    city: "Colombo",
    country: "Sri Lanka",
    order_id: orderId,
    items: `${input.plan.name} ${input.plan.service} Plan (${input.cycle})`,
    currency: input.currency,
    amount: amountText,
    recurrence: cycleRecurrence[input.cycle],
    duration: input.plan.duration,
    custom_1: input.plan.planId,
    custom_2: session.sessionId,
    hash: checkoutHash(gw.merchantId, orderId, amountText, input.currency, gw.secret),
  };
  return { session, form: { url: gw.checkoutUrl, fields } satisfies GatewayForm };
}
