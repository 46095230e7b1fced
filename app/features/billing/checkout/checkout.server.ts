import { checkoutSessions } from "#db/schema";
import { hashPassword } from "~/features/accounts/index.server";
import { draftOf, type WizardData } from "~/features/onboarding";
import type { Plan } from "~/features/plans";
import { type Cycle, cycleAmount, cycleRecurrence } from "~/features/plans";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { isLocale, type Locale, localizedPath } from "~/lib/locale";
import { gateway } from "../payhere/gateway.server";
import { checkoutHash, formatAmount } from "../payhere/payhere.server";
import type { Currency, GatewayForm } from "./checkout-form";
import { makeOrderId } from "./order-id.server";

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
  /** The buyer's language (decision 50): the new account's, its mails' and the payment's return page's. */
  locale?: Locale;
};

/** The language a checkout was made in, kept with its answers; older checkouts have none and are English. */
export function checkoutLocale(session: { wizardData: unknown }): Locale {
  const locale = (session.wizardData as { locale?: unknown } | null)?.locale;
  return isLocale(locale) ? locale : "en";
}

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
      wizardData: {
        ...draftOf(input.wizard),
        accountInfo: account,
        marketingConsent: input.marketingConsent,
        locale: input.locale ?? "en",
      },
      passwordHash,
      ipAddress: input.ipAddress,
      status: "pending",
      expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
    })
    .returning();
  if (!session) throw new Error("checkout insert returned no row");

  const form = gatewayForm(env, session, { fullName: account.fullName, plan: input.plan });
  return { session, form };
}

type SessionRow = typeof checkoutSessions.$inferSelect;

/**
 * The signed form the browser posts to the gateway for a recorded checkout: its amount, currency and cycle are
 * the row's (the catalogue's when it was made), so a plan change can rebuild the form of an order in flight.
 */
export function gatewayForm(
  env: Env,
  session: SessionRow,
  buyer: { fullName: string; plan: { name: string; service: string; duration: Plan["duration"]; planId: string } },
): GatewayForm {
  const gw = gateway(env);
  if (gw.kind === "none") throw new Error("payments are not set up");
  const [firstName = "", ...rest] = buyer.fullName.trim().split(/\s+/);
  const amountText = formatAmount(session.amount);
  const locale = checkoutLocale(session);
  const fields: Record<string, string> = {
    merchant_id: gw.merchantId,
    // The payment's page in the buyer's language (decision 50); English keeps the gateway's own address.
    return_url: locale === "en" ? `${gw.returnUrl}` : `${env.PUBLIC_URL}${localizedPath("/payment-success", locale)}`,
    cancel_url: gw.cancelUrl,
    notify_url: gw.notifyUrl,
    first_name: firstName,
    last_name: rest.join(" ") || firstName,
    email: session.email,
    phone: session.phone,
    address: session.businessName,
    city: "Colombo",
    country: "Sri Lanka",
    order_id: session.orderId,
    items: `${buyer.plan.name} ${buyer.plan.service} Plan (${session.cycle})`,
    currency: session.currency,
    amount: amountText,
    recurrence: cycleRecurrence[session.cycle],
    duration: buyer.plan.duration,
    custom_1: buyer.plan.planId,
    custom_2: session.sessionId,
    hash: checkoutHash(gw.merchantId, session.orderId, amountText, session.currency, gw.secret),
  };
  return { url: gw.checkoutUrl, fields };
}
