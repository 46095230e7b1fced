import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkoutSessions, payments, sandboxTokens, subscriptions } from "#db/schema";
import { sandboxAppCredentials } from "~/features/billing/payhere/gateway.server";
import {
  createMerchantApi,
  type MerchantApiOptions,
  merchantApi,
  merchantApiSettings,
} from "~/features/billing/payhere/merchant-api.server";
import { SANDBOX_TOKEN_SECONDS } from "~/features/sandbox-gateway/merchant-api.server";
import type { Result } from "~/lib/result";
import { growthCheckout } from "../setup/checkout";
import { manualClock } from "../setup/clock";
import { setUpDatabase, setUpServer } from "../setup/hooks";
import { freePort } from "../setup/scratch";
import { testEngine, testEnv } from "../setup/test-db";

// The client against the sandbox gateway's merchant API over HTTP, on the built app: the sandbox's records come
// from payments made on its payment page, and its notifies reach the app's notify path, as PayHere's would.
const database = setUpDatabase();
const server = setUpServer(database, () => ({}), undefined, { ownPublicUrl: true });
const closed = setUpServer(database, () => ({ PAYMENTS_SANDBOX: "false", PUBLIC_URL: "https://agency.example" }));

const GOOD_CARD = "4916217501611292";
const serverEnv = () => testEnv({ PUBLIC_URL: server.url });

/** A client on the server's settings with a clock the test moves, counting what it sends (path, clock time). */
function client(options: MerchantApiOptions = {}) {
  const clock = manualClock();
  const sent: { path: string; at: number }[] = [];
  const settings = merchantApiSettings(serverEnv());
  if (!settings) throw new Error("the sandbox should be the gateway");
  const api = createMerchantApi(settings, {
    clock,
    fetch: (input, init) => {
      sent.push({ path: new URL(String(input)).pathname.replace("/sandbox-gateway/merchant/v1", ""), at: clock.now() });
      return fetch(input, init);
    },
    ...options,
  });
  return { api, clock, sent, tokens: () => sent.filter((s) => s.path === "/oauth/token").length };
}

const value = <T>(result: Result<T>) => {
  if (!result.ok) throw new Error(`expected a value, got ${result.problem.kind}: ${result.problem.message}`);
  return result.value;
};

let orders = 0;
/** A Growth order (LKR 50,000 a month) paid on the sandbox's payment page over HTTP, as a browser pays it. */
async function paidOrder(card = GOOD_CARD) {
  const email = `merchant-api-${++orders}-${testEngine()}@example.lk`;
  const { form } = await growthCheckout(database.db, serverEnv(), email);
  const res = await fetch(`${server.url}/sandbox-gateway/pay`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ ...form.fields, intent: "pay", cardNumber: card, expiry: "12/30", cvv: "123" }),
  });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get("location") ?? "", server.url);
  return { orderId: form.fields.order_id ?? "", paymentId: back.searchParams.get("payment_id") ?? "" };
}

async function subscriptionOf(api: ReturnType<typeof client>["api"], orderId: string) {
  const found = value(await api.listSubscriptions()).find((s) => s.order_id === orderId);
  if (!found) throw new Error(`no subscription for ${orderId}`);
  return found;
}

describe("the client's token", () => {
  it("is fetched once for concurrent callers and then reused", async () => {
    const { api, tokens } = client();
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.listSubscriptions()));
    expect(answers.every((a) => a.ok)).toBe(true);
    value(await api.searchPayments("FLD-ORD-0000000000000-AAAAAA"));
    expect(tokens()).toBe(1);
  });

  it("is fetched again once it has expired, by the client's clock", async () => {
    const { api, clock, tokens } = client();
    value(await api.listSubscriptions());
    clock.advance(SANDBOX_TOKEN_SECONDS * 1000 - 120_000);
    value(await api.listSubscriptions());
    expect(tokens()).toBe(1);
    clock.advance(120_000);
    value(await api.listSubscriptions());
    expect(tokens()).toBe(2);
  });

  it("is dropped on a 401 and the call made once more with a new one", async () => {
    const { api, sent, tokens } = client();
    value(await api.listSubscriptions());
    // The gateway forgets every token it issued (as PayHere does when an app's secret changes).
    await database.db.delete(sandboxTokens);
    sent.length = 0;
    value(await api.listSubscriptions());
    expect(sent.map((s) => s.path)).toEqual(["/subscription", "/oauth/token", "/subscription"]);
    expect(tokens()).toBe(1);
  });

  it("refused credentials are the client's problem, never a throw; no server is unavailable", async () => {
    const { appId } = sandboxAppCredentials(serverEnv());
    const wrong = createMerchantApi({ baseUrl: `${server.url}/sandbox-gateway`, appId, appSecret: "not-the-secret" });
    const refused = await wrong.listSubscriptions();
    expect(refused.ok || refused.problem.kind).toBe("unauthorized");
    const nowhere = createMerchantApi({ baseUrl: `http://127.0.0.1:${await freePort()}`, appId, appSecret: "x" });
    const down = await nowhere.refundPayment({ paymentId: "1", description: "x" });
    expect(down.ok || down.problem.kind).toBe("unavailable");
  });
});

describe("the rate limit", () => {
  it("sends 25 calls at once at most 20 within any 10 seconds, and answers them all", async () => {
    const { api, clock, sent } = client();
    const calls = Promise.all(Array.from({ length: 25 }, () => api.listSubscriptions()));
    // The token and 19 calls go out; 6 wait for the window, on a timer, without sending.
    await expect.poll(() => sent.length).toBe(20);
    await expect.poll(() => api.queued).toBe(6);
    expect(sent.length).toBe(20);
    clock.advance(10_000);
    const answers = await calls;
    expect(answers.filter((a) => a.ok)).toHaveLength(25);
    expect(sent).toHaveLength(26);
    const times = sent.map((s) => s.at).sort((a, b) => a - b);
    for (let i = 0; i + 20 < times.length; i++)
      expect((times[i + 20] ?? 0) - (times[i] ?? 0)).toBeGreaterThanOrEqual(10_000);
  });
});

describe("the sandbox's merchant API", () => {
  it("lists the subscription a paid checkout started, its payment, and finds the payment by order", async () => {
    const { api } = client();
    const { orderId, paymentId } = await paidOrder();
    const subscription = await subscriptionOf(api, orderId);
    expect(subscription).toMatchObject({ status: "ACTIVE", amount: 50000, currency: "LKR", recurring: "1 Month" });
    const paid = value(await api.subscriptionPayments(subscription.subscription_id));
    expect(paid.map((p) => [p.payment_id, p.status, p.amount])).toEqual([[paymentId, "RECEIVED", 50000]]);
    expect(value(await api.searchPayments(orderId)).map((p) => p.payment_id)).toEqual([paymentId]);
    // A declined card makes a failed payment and no subscription.
    const declined = await paidOrder("4024007194349121");
    expect(value(await api.searchPayments(declined.orderId)).map((p) => p.status)).toEqual(["FAILED"]);
    expect(value(await api.listSubscriptions()).some((s) => s.order_id === declined.orderId)).toBe(false);
    const notPaid = await api.refundPayment({ paymentId: declined.paymentId, description: "x" });
    expect(notPaid.ok || notPaid.problem.message).toBe("Only a received payment can be refunded");
    expect(value(await api.searchPayments("FLD-ORD-0000000000000-NONE22"))).toEqual([]);
  });

  it("refunds in parts, never more than was paid, and a full refund once", async () => {
    const { api } = client();
    const { paymentId } = await paidOrder();
    const refund = (amount?: number) => api.refundPayment({ paymentId, description: "Test refund", amount });
    expect(value(await refund(10_000.5)).message).toBe("Successfully refunded");
    const tooMuch = await refund(40_000);
    expect(tooMuch.ok || tooMuch.problem).toEqual({
      kind: "invalid",
      message: "The refund amount is more than the LKR 39999.50 left to refund",
    });
    value(await refund());
    const again = await refund();
    expect(again.ok || again.problem.message).toBe("The payment is already fully refunded");
    const unknown = await api.refundPayment({ paymentId: "SBX0", description: "x" });
    expect(unknown.ok || unknown.problem.message).toBe("Payment not found");
    const negative = await api.refundPayment({ paymentId, description: "x", amount: -5 });
    expect(negative.ok || negative.problem.message).toBe("amount must be more than 0");
    const fraction = await api.refundPayment({ paymentId, description: "x", amount: 1.234 });
    expect(fraction.ok || fraction.problem.message).toBe("amount has at most 2 decimals");
  });

  it("cancels a subscription once", async () => {
    const { api } = client();
    const { orderId } = await paidOrder();
    const { subscription_id: id } = await subscriptionOf(api, orderId);
    expect(value(await api.cancelSubscription(id)).message).toBe("Successfully cancelled the subscription");
    expect((await subscriptionOf(api, orderId)).status).toBe("CANCELLED");
    const twice = await api.cancelSubscription(id);
    expect(twice.ok || twice.problem.message).toBe("The subscription is already cancelled");
    for (const call of [api.cancelSubscription, api.retrySubscription, api.subscriptionPayments]) {
      const unknown = await call("SBXSUB-none");
      expect(unknown.ok || unknown.problem.message).toBe("Subscription not found");
    }
  });

  it("retries a subscription whose installment failed (the test hook), and the app hears both notifies", async () => {
    const { api } = client();
    const { orderId } = await paidOrder();
    const { subscription_id: id } = await subscriptionOf(api, orderId);
    const notFailed = await api.retrySubscription(id);
    expect(notFailed.ok || notFailed.problem.message).toBe("Only a subscription that has failed can be retried");

    const hook = await sandboxCall("/sandbox/charge-installment", { subscription_id: id, fail: true });
    expect(hook).toMatchObject({ status: 200, body: { status: 1, msg: "Recurring payment failed" } });
    expect((await subscriptionOf(api, orderId)).status).toBe("FAILED");
    expect(await appSubscriptionStatus(orderId)).toBe("past_due");

    expect(value(await api.retrySubscription(id)).message).toBe("Recurring payment charged successfully");
    expect(await subscriptionOf(api, orderId)).toMatchObject({ status: "ACTIVE" });
    const paid = value(await api.subscriptionPayments(id));
    expect(paid.map((p) => p.status)).toEqual(["RECEIVED", "FAILED", "RECEIVED"]);
    expect(await appSubscriptionStatus(orderId)).toBe("active");
    const recorded = await database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(recorded.map((p) => p.paymentId).sort()).toEqual(paid.map((p) => p.payment_id).sort());
  });

  it("refuses a bad bearer token with 401 and a body that is not JSON with 400", async () => {
    const bad = await fetch(`${server.url}/sandbox-gateway/merchant/v1/subscription`, {
      headers: { Authorization: "Bearer not-a-token" },
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ error: "invalid_token" });
    const notJson = await sandboxCall("/payment/refund", "{nope");
    expect(notJson).toEqual({ status: 400, body: { status: -1, msg: "Expected a JSON body", data: null } });
  });

  it("is not found where the sandbox is not the gateway, and the client is absent there", async () => {
    for (const path of ["/oauth/token", "/subscription"]) {
      const res = await fetch(`${closed.url}/sandbox-gateway/merchant/v1${path}`, {
        method: path === "/oauth/token" ? "POST" : "GET",
      });
      expect(res.status).toBe(404);
    }
    const env = testEnv({ PAYMENTS_SANDBOX: "false", PUBLIC_URL: "https://agency.example" });
    expect(merchantApi(env)).toBeNull();
    const sandboxEnv = serverEnv();
    expect(merchantApi(sandboxEnv)).toBe(merchantApi(sandboxEnv));
  });
});

/** A call straight to the sandbox's API with a token of its own (for its test hook, which the client lacks). */
async function sandboxCall(path: string, body: unknown) {
  const { appId, appSecret } = sandboxAppCredentials(serverEnv());
  const tokenRes = await fetch(`${server.url}/sandbox-gateway/merchant/v1/oauth/token`, {
    method: "POST",
    headers: { Authorization: `Basic ${Buffer.from(`${appId}:${appSecret}`).toString("base64")}` },
    body: new URLSearchParams({ grant_type: "client_credentials" }),
  });
  const { access_token } = (await tokenRes.json()) as { access_token: string };
  const res = await fetch(`${server.url}/sandbox-gateway/merchant/v1${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${access_token}`, "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

/** The app's own subscription of the order's account, as the notify path keeps it. */
async function appSubscriptionStatus(orderId: string) {
  const [row] = await database.db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .innerJoin(checkoutSessions, eq(checkoutSessions.userId, subscriptions.userId))
    .where(eq(checkoutSessions.orderId, orderId));
  return row?.status;
}
