import { eq } from "drizzle-orm";
import { checkoutSessions, payments, subscriptions } from "#db/schema";
import { createSession } from "~/features/accounts/sign-in/session.server";
import { createCheckout } from "~/features/billing/checkout/checkout.server";
import { sandboxAppCredentials } from "~/features/billing/payhere/gateway.server";
import { formatAmount } from "~/features/billing/payhere/payhere.server";
import { findPlan } from "~/features/plans/catalogue";
import { type Cycle, cycleAmount } from "~/features/plans/cycles";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { subscriptionActions } from "~/lib/portal-areas";

/** A buyer's checkout in the tests: the Growth plan, in rupees, for the given work email. */
export const CHECKOUT_PASSWORD = "Secret#2025a";

/** The wizard's answers as the onboarding page sends them with a checkout (the password travels apart). */
export const wizardFor = (email: string) => ({
  businessInfo: { businessName: "Galle Surf Co", industry: "Tourism & Travel", website: "gallesurf.lk" },
  marketingGoals: ["Brand Awareness"],
  platformPreferences: ["Instagram", "Facebook"],
  hearAboutUs: "Google Search",
  accountInfo: { fullName: "Sahan Perera", workEmail: email, countryCode: "+94", phone: "771234567" },
});

/** The checkout form's fields, as the checkout page posts them to /api/checkout. */
export function checkoutFields(email: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    plan: "Growth",
    currency: "LKR",
    email,
    businessName: "Galle Surf Co",
    phone: "+94771234567",
    agreeToTerms: "on",
    wizard: JSON.stringify(wizardFor(email)),
    password: CHECKOUT_PASSWORD,
    ...overrides,
  };
}

/**
 * A Growth checkout made straight through the feature, past the action's checks (rate limit, existing email): the
 * session recorded and the gateway form the browser would post.
 */
export function growthCheckout(db: Db, env: Env, email: string, cycle: Cycle = "monthly") {
  const plan = findPlan("Growth");
  if (!plan) throw new Error("no Growth plan");
  return createCheckout(db, env, {
    plan,
    currency: "LKR",
    cycle,
    email,
    businessName: "Galle Surf Co",
    phone: "+94771234567",
    wizard: { ...wizardFor(email), accountInfo: { ...wizardFor(email).accountInfo, password: CHECKOUT_PASSWORD } },
    ipAddress: "10.0.0.1",
    marketingConsent: false,
  });
}

/** A checkout recorded straight through the feature, past the action's checks: its session. */
export async function recordCheckout(db: Db, env: Env, email: string, cycle: Cycle = "monthly") {
  return (await growthCheckout(db, env, email, cycle)).session;
}

/** The sandbox gateway's test card that is always approved. */
export const GOOD_CARD = { cardNumber: "4916217501611292", expiry: "12/30", cvv: "123" };

/** Pays a checkout's gateway form at the local sandbox gateway of `baseUrl` with the good card, as a browser would. */
export function payAtSandbox(baseUrl: string, fields: Record<string, string>) {
  return fetch(`${baseUrl}/sandbox-gateway/pay`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ ...fields, intent: "pay", ...GOOD_CARD }),
  });
}

/**
 * A client who bought Growth and paid at the sandbox gateway of `baseUrl`: their account, a signed-in session's
 * cookie, the subscription the payment started and the payment. `paidOn` (YYYY-MM-DD) moves the payment back to
 * noon of that Sri Lankan day, for tests of what depends on when the period began.
 */
export async function paidGrowthClient(
  db: Db,
  env: Env,
  baseUrl: string,
  { email, cycle = "monthly", paidOn }: { email: string; cycle?: Cycle; paidOn?: string },
) {
  const { form } = await growthCheckout(db, env, email, cycle);
  const paid = await payAtSandbox(baseUrl, form.fields);
  if (paid.status !== 302) throw new Error(`the sandbox answered ${paid.status} to the payment`);
  const orderId = form.fields.order_id ?? "";
  if (paidOn)
    await db
      .update(payments)
      .set({ createdAt: new Date(`${paidOn}T06:30:00Z`) })
      .where(eq(payments.orderId, orderId));
  const [order] = await db
    .select({ userId: checkoutSessions.userId })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.orderId, orderId));
  const userId = order?.userId ?? "";
  const cookie = (await createSession(db, userId, false, { userAgent: null, ip: "127.0.0.1" })).split(";")[0] ?? "";
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!sub?.gatewaySubscriptionId || !payment) throw new Error("the payment should have started a subscription");
  return { email, userId, cookie, sub, payment };
}

/**
 * The sandbox gateway's test hook over HTTP, behind its merchant API's OAuth: the subscription's next installment is
 * charged now (declined with `fail`, as a failing card would be), and its notify sent to the app at `baseUrl`.
 */
export async function sandboxInstallment(
  baseUrl: string,
  env: Env,
  gatewayId: string,
  options: { fail?: boolean } = {},
) {
  const { appId, appSecret } = sandboxAppCredentials(env);
  const tokenRes = await fetch(`${baseUrl}/sandbox-gateway/merchant/v1/oauth/token`, {
    method: "POST",
    headers: { Authorization: `Basic ${Buffer.from(`${appId}:${appSecret}`).toString("base64")}` },
    body: new URLSearchParams({ grant_type: "client_credentials" }),
  });
  const { access_token } = (await tokenRes.json()) as { access_token: string };
  const res = await fetch(`${baseUrl}/sandbox-gateway/merchant/v1/sandbox/charge-installment`, {
    method: "POST",
    headers: { Authorization: `Bearer ${access_token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ subscription_id: gatewayId, ...(options.fail ? { fail: true } : {}) }),
  });
  if (res.status !== 200) throw new Error(`the sandbox answered ${res.status} to the installment`);
}

/** What the Billing tab's plan change answers: its words, and the order with its gateway form once accepted. */
export type PlanChangeAnswer = {
  ok: boolean;
  message: string;
  orderId?: string;
  gateway?: { fields: Record<string, string> };
};

/**
 * The Billing tab's change of `subscription` to `plan` and `cycle`, at the catalogue's amount, posted to the app at
 * `baseUrl` as the signed-in client whose `cookie` it is: the status and the answer.
 */
export async function postPlanChange(
  baseUrl: string,
  cookie: string,
  change: { subscription: string; plan: string; cycle?: Cycle },
) {
  const found = findPlan(change.plan);
  if (!found) throw new Error(`no ${change.plan} plan`);
  const cycle = change.cycle ?? "monthly";
  const res = await fetch(`${baseUrl}${subscriptionActions}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: baseUrl, Accept: "application/json" },
    body: new URLSearchParams({
      intent: "change-plan",
      subscription: change.subscription,
      plan: change.plan,
      cycle,
      amount: formatAmount(cycleAmount(found.price, cycle, "LKR")),
    }),
  });
  return { status: res.status, answer: (await res.json()) as PlanChangeAnswer };
}
