import { and, count, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutSessions, outbox, payments, subscriptions, users, wizardDrafts } from "#db/schema";
import { verifyPassword } from "~/features/accounts/password.server";
import { createUser } from "~/features/accounts/users.server";
import type { CheckoutActionData } from "~/features/billing/checkout/checkout-form";
import { ORDER_ID_PATTERN } from "~/features/billing/checkout/order-id.server";
import { orderState } from "~/features/billing/checkout/orders.server";
import { gateway } from "~/features/billing/payhere/gateway.server";
import { notifySignature } from "~/features/billing/payhere/payhere.server";
import { billingPeriod } from "~/features/billing/subscriptions/period";
import { findDraft, saveDraft } from "~/features/onboarding/drafts.server";
import { siteConfig } from "~/features/site/config";
import { anonymousActor } from "~/lib/audit.server";
import type { RequestContext } from "~/lib/context.server";
import type { Database } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { action as checkoutAction } from "~/routes/api/checkout";
import { action as notifyAction } from "~/routes/api/payments-notify";
import { runCleanup } from "../../server/cleanup";
import { checkoutFields, recordCheckout, wizardFor } from "../setup/checkout";
import { callRoute } from "../setup/route";
import { createTestDatabase, testContext, testEnv } from "../setup/test-db";

let database: Database;
const env = testEnv();
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const wizard = wizardFor;

function checkoutForm(email: string, overrides: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(checkoutFields(email, overrides))) form.set(k, v);
  return form;
}

/** Checkout's submit as the page sends it: POST /api/checkout, answered with a status and the answer the page reads. */
async function submitCheckout(form: FormData, context: RequestContext) {
  const request = new Request("http://localhost:3000/api/checkout", { method: "POST", body: form });
  const { status, data } = await callRoute(checkoutAction, request, context);
  return { status, body: data as CheckoutActionData };
}

/** A notify as the gateway sends it: POST /api/payments/notify, answered with a status and a line of text. */
async function sendNotify(notifyEnv: Env, form: Record<string, string>) {
  const request = new Request("http://localhost:3000/api/payments/notify", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });
  const { response } = await callRoute(notifyAction, request, testContext(database, { env: notifyEnv }));
  if (!response) throw new Error("the notify action answered no response");
  return { status: response.status, message: await response.text() };
}

async function checkout(email: string) {
  const answer = await submitCheckout(checkoutForm(email), testContext(database, { env }));
  if (!answer.body.ok) throw new Error(answer.body.message);
  return answer.body;
}

function notify(orderId: string, fields: Partial<Record<string, string>> = {}) {
  const gw = gateway(env);
  if (gw.kind === "none") throw new Error("the test environment has no gateway");
  const base = {
    merchant_id: gw.merchantId,
    order_id: orderId,
    payment_id: `P${Math.random().toString().slice(2, 12)}`,
    payhere_amount: "50000.00",
    payhere_currency: "LKR",
    status_code: "2",
    method: "VISA",
    message_type: "AUTHORIZATION_SUCCESS",
    subscription_id: "SUB1",
    item_rec_date_next: "2026-12-21",
    // A monthly subscription, as PayHere says it recurs (not signed: checked against the order).
    item_recurrence: "1 MONTH",
    item_duration: "FOREVER",
    ...fields,
  } as Record<string, string>;
  return {
    ...base,
    md5sig: fields.md5sig ?? notifySignature(base as Parameters<typeof notifySignature>[0], gw.secret),
  };
}

/** The next charge by the billing period's rule from the order's latest payment (app/features/billing/subscriptions/period.ts). */
async function nextChargeOf(orderId: string) {
  const [latest] = await database.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return latest ? billingPeriod(latest.createdAt, "monthly").nextCharge : null;
}

const rowCount = async (table: typeof users | typeof payments | typeof subscriptions) =>
  (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
const subscriptionsOf = (userId = "") =>
  database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

describe("checkout action", () => {
  it("records a pending checkout with the catalogue price and only a hash of the password", async () => {
    const body = await checkout("buyer1@example.lk");
    expect(body.orderId).toMatch(ORDER_ID_PATTERN);
    // Relative: the browser posts to the host it opened checkout on, whatever PUBLIC_URL says.
    expect(body.gateway.url).toBe("/sandbox-gateway/pay");
    expect(body.gateway.fields).toMatchObject({
      amount: "50000.00",
      currency: "LKR",
      recurrence: "1 Month",
      duration: "Forever",
    });
    const [session] = await database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.orderId, body.orderId));
    expect(session).toMatchObject({
      status: "pending",
      planName: "Growth",
      planId: "sm_growth_monthly",
      amount: "50000.00",
    });
    expect(JSON.stringify(session)).not.toContain("Secret#2025a");
    expect(await verifyPassword(session?.passwordHash ?? "", "Secret#2025a")).toBe(true);
  });

  it.each([
    [{ plan: "Platinum" }, 400, "Invalid plan configuration for Platinum"],
    [{ currency: "EUR" }, 400, "Invalid pricing data"],
    [{ email: "nope" }, 400, "Please correct the errors in the form"],
    [{ agreeToTerms: "" }, 400, "Please correct the errors in the form"],
    [{ wizard: "{not json" }, 400, "Invalid wizard data format"],
    [{ password: "short" }, 400, "Password must be at least 8 characters long"],
    [{ password: "alllowercase1" }, 400, "Password must contain at least one uppercase letter"],
  ])("refuses %o with %i and writes nothing", async (overrides, status, message) => {
    const before = (await database.db.select({ n: count() }).from(checkoutSessions))[0]?.n;
    const answer = await submitCheckout(checkoutForm("refused@example.lk", overrides), testContext(database, { env }));
    expect(answer.status).toBe(status);
    expect(answer.body.ok).toBe(false);
    if (!answer.body.ok) expect(answer.body.message).toBe(message);
    expect((await database.db.select({ n: count() }).from(checkoutSessions))[0]?.n).toBe(before);
  });

  it("checks the platform limit of the plan on the server too", async () => {
    const w = wizard("limit@example.lk");
    w.platformPreferences = ["Instagram", "Facebook", "LinkedIn"];
    const answer = await submitCheckout(
      checkoutForm("limit@example.lk", { plan: "Launch", wizard: JSON.stringify(w) }),
      testContext(database, { env }),
    );
    expect(answer.status).toBe(400);
    if (!answer.body.ok) expect(answer.body.message).toBe("Your Launch plan allows up to 2 platforms.");
  });
});

describe("payment notify", () => {
  it.each([
    ["a bad signature", { md5sig: "0".repeat(32) }, 400],
    ["another merchant", { merchant_id: "1211149" }, 400],
    ["an unreadable amount, signed", { payhere_amount: "50,000.00" }, 400],
    ["an unknown currency, signed", { payhere_currency: "EUR" }, 400],
  ])("refuses %s with 4xx and creates nothing", async (_, fields, status) => {
    const { orderId } = await checkout(`forged-${Math.random()}@example.lk`);
    const before = [await rowCount(users), await rowCount(payments)];
    // The signature is made for the altered fields, except where the signature itself is the forgery.
    const result = await sendNotify(env, notify(orderId, fields));
    expect(result.status).toBe(status);
    expect([await rowCount(users), await rowCount(payments)]).toEqual(before);
  });

  it.each([
    ["another amount", { payhere_amount: "1.00" }],
    ["another currency", { payhere_currency: "USD" }],
  ])("records a signed charge of %s as not honoured: 200, nothing opened, refund owed", async (_, fields) => {
    const email = `other-terms-${Math.random()}@example.lk`;
    const { orderId } = await checkout(email);
    expect(await sendNotify(env, notify(orderId, fields))).toEqual({ status: 200, message: "Returned" });
    expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const [recorded] = await database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(recorded?.rejected).toBe("terms");
    const [session] = await database.db.select().from(checkoutSessions).where(eq(checkoutSessions.orderId, orderId));
    expect(session?.status).toBe("pending");
  });

  it("refuses an amount changed after signing", async () => {
    const { orderId } = await checkout("tampered@example.lk");
    const signed = notify(orderId);
    const result = await sendNotify(env, { ...signed, payhere_amount: "1.00" });
    expect(result).toEqual({ status: 400, message: "Invalid signature" });
  });

  it("refuses an unknown order with 404", async () => {
    const result = await sendNotify(env, notify("FLD-ORD-0000000000000-AAAAAA"));
    expect(result.status).toBe(404);
  });

  it("turns a verified success into one account, subscription and payment, even when repeated, and mails the desk ID", async () => {
    const email = "paid@example.lk";
    const { orderId } = await checkout(email);
    const message = notify(orderId);
    expect(await sendNotify(env, message)).toEqual({ status: 200, message: "OK" });
    expect(await sendNotify(env, message)).toEqual({ status: 200, message: "Already recorded" });
    const created = await database.db.select().from(users).where(eq(users.email, email));
    expect(created).toHaveLength(1);
    expect(created[0]?.flideskId).toMatch(/^FLD-[A-Z0-9]{5}$/);
    expect(await verifyPassword(created[0]?.passwordHash ?? "", "Secret#2025a")).toBe(true);
    const subs = await subscriptionsOf(created[0]?.id);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({
      plan: "Growth",
      status: "active",
      gatewaySubscriptionId: "SUB1",
      // Our rule's date from the payment, a month on (PayHere's 2026-12-21 is only compared with it, and logged).
      nextBillingDate: await nextChargeOf(orderId),
    });
    expect(await database.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
    const [session] = await database.db.select().from(checkoutSessions).where(eq(checkoutSessions.orderId, orderId));
    expect(session).toMatchObject({ status: "paid", userId: created[0]?.id });
    const mails = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.subject, "Your Fli DESK ID")));
    expect(mails).toHaveLength(1);
    // Beside the desk-ID mail, the payment's receipt, once however often the notify came.
    expect(await database.db.select().from(outbox).where(eq(outbox.to, email))).toHaveLength(2);
    expect(mails[0]?.text).toContain(created[0]?.flideskId ?? "missing");

    // A later monthly installment (same order, new payment id) is recorded and keeps the subscription active.
    const installment = notify(orderId, {
      message_type: "RECURRING_INSTALLMENT_SUCCESS",
      item_rec_date_next: "2027-01-21",
    });
    expect((await sendNotify(env, installment)).status).toBe(200);
    expect(await database.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(2);
    expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    const [after] = await subscriptionsOf(created[0]?.id);
    expect(after?.nextBillingDate).toBe(await nextChargeOf(orderId));

    // A failed installment marks the subscription past due; PayHere stopping it marks it stopped.
    await sendNotify(env, notify(orderId, { status_code: "-2", message_type: "RECURRING_INSTALLMENT_FAILED" }));
    expect((await subscriptionsOf(created[0]?.id))[0]?.status).toBe("past_due");
    await sendNotify(env, notify(orderId, { status_code: "-2", message_type: "RECURRING_STOPPED" }));
    expect((await subscriptionsOf(created[0]?.id))[0]?.status).toBe("stopped");
  });

  it("marks the checkout failed on status -2 and creates no user", async () => {
    const email = "declined@example.lk";
    const { orderId } = await checkout(email);
    expect(
      (await sendNotify(env, notify(orderId, { status_code: "-2", message_type: "AUTHORIZATION_FAILED" }))).status,
    ).toBe(200);
    const [session] = await database.db.select().from(checkoutSessions).where(eq(checkoutSessions.orderId, orderId));
    expect(session?.status).toBe("failed");
    expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("leaves a pending notify (status 0) pending", async () => {
    const { orderId } = await checkout("pending@example.lk");
    await sendNotify(env, notify(orderId, { status_code: "0" }));
    const [session] = await database.db.select().from(checkoutSessions).where(eq(checkoutSessions.orderId, orderId));
    expect(session?.status).toBe("pending");
  });
});

/** A checkout recorded past the action's checks: what an order looks like when its email got an account later. */
const recordedCheckout = (email: string) => recordCheckout(database.db, env, email);

const sessionOf = async (orderId: string) =>
  (await database.db.select().from(checkoutSessions).where(eq(checkoutSessions.orderId, orderId)))[0];

describe("checkout for an email that already has an account (decision 0014)", () => {
  it("refuses it in any letter case with 409 and a field message, and writes nothing", async () => {
    await database.db
      .insert(users)
      .values({ flideskId: "FLD-OWNR1", email: "owner-account@example.lk", role: "client" });
    for (const given of ["owner-account@example.lk", "Owner-Account@Example.LK"]) {
      const before = (await database.db.select({ n: count() }).from(checkoutSessions))[0]?.n;
      const answer = await submitCheckout(checkoutForm(given), testContext(database, { env }));
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({
        ok: false,
        fields: { email: "An account already uses this email. Sign in to your Fli DESK, or use another email." },
      });
      expect(JSON.stringify(answer.body)).not.toContain("FLD-OWNR1");
      expect((await database.db.select({ n: count() }).from(checkoutSessions))[0]?.n).toBe(before);
    }
  });

  it.each([
    ["had an account before the checkout", "before"],
    ["got an account from an admin between checkout and payment", "between"],
  ])(
    "records the payment of an email that %s, but neither adds it to that account nor shows its desk ID",
    async (_, when) => {
      const email = `taken-${when}@example.lk`;
      const make = () => createUser(database.db, env, { email, role: "client" }, anonymousActor(null));
      const earlier = when === "before" ? await make() : null;
      const session = await recordedCheckout(email);
      const later = when === "between" ? await make() : null;
      const account = earlier ?? later;
      if (!account?.ok) throw new Error("no account");

      const message = notify(session.orderId);
      expect(await sendNotify(env, message)).toEqual({ status: 200, message: "OK" });
      const after = await sessionOf(session.orderId);
      expect(after).toMatchObject({ status: "paid", userId: null });
      expect(await database.db.select().from(payments).where(eq(payments.orderId, session.orderId))).toHaveLength(1);
      expect(
        await database.db.select().from(subscriptions).where(eq(subscriptions.userId, account.value.userId)),
      ).toEqual([]);
      expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
      // The agency hears of it; the buyer's page says the payment arrived, with no desk ID.
      const [alert] = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.subject, `Paid order ${session.orderId} needs a look`));
      expect(alert?.to).toBe(siteConfig.email);
      const state = await orderState(database.db, session.orderId);
      expect(state).toEqual({ state: "received", plan: "Growth", service: session.service });
      expect(JSON.stringify(state)).not.toContain(account.value.flideskId);
      // A repeat of the notify changes nothing.
      expect(await sendNotify(env, message)).toEqual({ status: 200, message: "Already recorded" });
    },
  );

  it("gives a buyer's second order to the account the first payment opened, showing the desk ID on the first only", async () => {
    const email = "two-orders@example.lk";
    const first = await checkout(email);
    const second = await checkout(email);
    expect(await sendNotify(env, notify(first.orderId))).toEqual({ status: 200, message: "OK" });
    expect(await sendNotify(env, notify(second.orderId))).toEqual({ status: 200, message: "OK" });
    const owners = await database.db.select().from(users).where(eq(users.email, email));
    expect(owners).toHaveLength(1);
    const owner = owners[0];
    expect((await sessionOf(first.orderId))?.userId).toBe(owner?.id);
    expect((await sessionOf(second.orderId))?.userId).toBe(owner?.id);
    expect(
      await database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, owner?.id ?? "")),
    ).toHaveLength(2);
    expect(await orderState(database.db, first.orderId)).toMatchObject({ state: "paid", flideskId: owner?.flideskId });
    expect(await orderState(database.db, second.orderId)).toMatchObject({ state: "paid", flideskId: null });
    expect(
      await database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, email), eq(outbox.subject, "Your Fli DESK ID"))),
    ).toHaveLength(1);
  });
});

describe("a notify that cannot be recorded", () => {
  it("rolls everything back and answers 503 (never 'Already recorded'), so the gateway sends it again", async () => {
    const email = "retry@example.lk";
    const { orderId } = await checkout(email);
    const message = notify(orderId);
    // A conflict other than a repeated payment_id, forced: a unique violation on the subscription insert.
    await database.db.execute(
      sql.raw(`create function fail_subscription() returns trigger language plpgsql as $$
      begin raise exception 'simulated conflict' using errcode = 'unique_violation'; end $$`),
    );
    await database.db.execute(
      sql.raw(
        "create trigger fail_subscription before insert on subscriptions for each row execute function fail_subscription()",
      ),
    );
    try {
      expect(await sendNotify(env, message)).toMatchObject({ status: 503 });
      expect(await database.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(0);
      expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
      expect(await database.db.select().from(outbox).where(eq(outbox.to, email))).toHaveLength(0);
      expect((await sessionOf(orderId))?.status).toBe("pending");
    } finally {
      await database.db.execute(sql.raw("drop trigger fail_subscription on subscriptions"));
      await database.db.execute(sql.raw("drop function fail_subscription()"));
    }
    // The gateway's retry then records it all, once, with the desk-ID mail.
    expect(await sendNotify(env, message)).toEqual({ status: 200, message: "OK" });
    expect(await database.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
    expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(
      await database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, email), eq(outbox.subject, "Your Fli DESK ID"))),
    ).toHaveLength(1);
  });
});

describe("payments without PayHere on a public address", () => {
  const publicEnv = testEnv({ PUBLIC_URL: "https://agency.example" });

  it("closes checkout with a clear message, and the sandbox and its notifies with it", async () => {
    const before = (await database.db.select({ n: count() }).from(checkoutSessions))[0]?.n;
    const answer = await submitCheckout(checkoutForm("closed@example.lk"), testContext(database, { env: publicEnv }));
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      ok: false,
      message: "Online payments are not set up on this site yet. Please contact us to start your plan.",
    });
    expect((await database.db.select({ n: count() }).from(checkoutSessions))[0]?.n).toBe(before);

    // A notify signed as the sandbox would sign it is refused too, and writes nothing.
    const { orderId } = await checkout("closed-notify@example.lk");
    expect((await sendNotify(publicEnv, notify(orderId))).status).toBe(503);
    expect(await database.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(0);

    const { loader } = await import("~/routes/api/sandbox-gateway");
    const thrown = await callRoute(
      loader,
      new Request("https://agency.example/sandbox-gateway/pay"),
      testContext(database, { env: publicEnv }),
    ).catch((r: unknown) => r as Response);
    expect((thrown as Response).status).toBe(404);
  });

  it("opens the sandbox there only with PAYMENTS_SANDBOX=true", async () => {
    const opted = testEnv({ PUBLIC_URL: "https://agency.example", PAYMENTS_SANDBOX: "true" });
    const answer = await submitCheckout(checkoutForm("opted@example.lk"), testContext(database, { env: opted }));
    expect(answer.status).toBe(200);
  });
});

describe("wizard drafts", () => {
  it("keeps only non-sensitive answers and deletes drafts older than 3 days", async () => {
    await saveDraft(database.db, "fresh@example.lk", {
      businessInfo: { businessName: "Fresh", industry: "Retail", website: "" },
      marketingGoals: ["Lead Generation"],
      platformPreferences: ["TikTok"],
      hearAboutUs: "By a Friend",
    });
    await saveDraft(database.db, "old@example.lk", {
      businessInfo: { businessName: "Old", industry: "Retail", website: "" },
      marketingGoals: [],
      platformPreferences: [],
      hearAboutUs: "",
    });
    await database.db
      .update(wizardDrafts)
      .set({ updatedAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000 - 60_000) })
      .where(eq(wizardDrafts.email, "old@example.lk"));
    // The hourly clean-up job deletes them (server/cleanup.ts).
    expect((await runCleanup(database.db))?.drafts).toBe(1);
    expect(await findDraft(database.db, "old@example.lk")).toBeNull();
    expect((await findDraft(database.db, "fresh@example.lk"))?.data.businessInfo.businessName).toBe("Fresh");
  });
});

describe("payment result page", () => {
  it("reads the order from the server: paid shows the desk ID; pending waits; failed and unknown go to pricing", async () => {
    const { loader } = await import("~/routes/onboarding/payment-success");
    const call = (query: string) =>
      callRoute(
        loader,
        new Request(`http://localhost:3000/payment-success${query}`),
        testContext(database, { env }),
      ).catch((thrown: unknown) => ({
        status: (thrown as Response).status,
        response: thrown as Response,
        data: undefined,
      }));

    const none = await call("");
    expect(none.response?.headers.get("location")).toBe("/pricing");
    const unknown = await call("?order_id=FLD-ORD-1-NOPE&status=2");
    expect(unknown.response?.headers.get("location")).toBe("/pricing?error=payment_failed");

    const { orderId } = await checkout("result@example.lk");
    // The return URL says 2, but nothing is verified yet: pending.
    const pending = await call(`?order_id=${orderId}&status=2`);
    expect((pending.data as { order: { state: string } }).order.state).toBe("pending");

    await sendNotify(env, notify(orderId));
    const paid = await call(`?order_id=${orderId}`);
    const order = (paid.data as { order: { state: string; flideskId: string; amountLkr: number; plan: string } }).order;
    expect(order).toMatchObject({ state: "paid", plan: "Growth", amountLkr: 50000 });
    expect(order.flideskId).toMatch(/^FLD-[A-Z0-9]{5}$/);

    const declined = await checkout("result-declined@example.lk");
    await sendNotify(env, notify(declined.orderId, { status_code: "-2", status_message: "Insufficient funds" }));
    const failed = await call(`?order_id=${declined.orderId}&status=2`);
    expect(failed.response?.headers.get("location")).toBe(`/pricing?error=payment_failed&order_id=${declined.orderId}`);

    // Pricing names the gateway's reason and links back to the same checkout (the wizard's answers are in the browser).
    const pricing = await import("~/routes/site/pricing");
    const pricingFor = async (query: string) => {
      const request = new Request(`http://localhost:3000/pricing${query}`);
      const { data } = await callRoute(pricing.loader, request, testContext(database, { env }));
      return (data as { failure: { reason: string | null; retry: { url: string; label: string } } | null }).failure;
    };
    const failure = await pricingFor(`?error=payment_failed&order_id=${declined.orderId}`);
    expect(failure?.reason).toBe("Reason given by the payment gateway: Insufficient funds");
    expect(failure?.retry.label).toBe("Back to checkout");
    const retry = new URL(failure?.retry.url ?? "", "http://localhost");
    expect(retry.pathname).toBe("/checkout");
    expect(Object.fromEntries(retry.searchParams)).toMatchObject({
      plan: "Growth",
      service: "Social Media",
      email: "result-declined@example.lk",
      cycle: "monthly",
    });
    // A paid order, an unknown one or a malformed id: the plain notice only.
    expect(await pricingFor(`?error=payment_failed&order_id=${orderId}`)).toBeNull();
    expect(await pricingFor("?error=payment_failed&order_id=FLD-ORD-1-NOPE")).toBeNull();
    expect(await pricingFor("?error=payment_failed")).toBeNull();
  });

  it("carries the new desk ID to the sign-in page, only with the order's own payment id", async () => {
    const { loader } = await import("~/routes/dashboard/auth");
    const deskIdOf = async (query: Record<string, string>) => {
      const request = new Request(`http://localhost:3000/dashboard/auth?${new URLSearchParams(query)}`);
      const { data } = await callRoute(loader, request, testContext(database, { env }));
      return (data as { deskId: string | null }).deskId;
    };
    const { orderId } = await checkout("desk-id-return@example.lk");
    const paid = notify(orderId, { payment_id: "P7700000001" });
    await sendNotify(env, paid);
    const [owner] = await database.db.select().from(users).where(eq(users.email, "desk-id-return@example.lk"));
    const success = { payment: "success", order_id: orderId, payment_id: "P7700000001" };
    expect(await deskIdOf(success)).toBe(owner?.flideskId);
    // Another payment id, a failure's return, or no payment id: nothing is named.
    expect(await deskIdOf({ ...success, payment_id: "P0000000001" })).toBeNull();
    expect(await deskIdOf({ ...success, payment: "failed" })).toBeNull();
    expect(await deskIdOf({ payment: "success", order_id: orderId })).toBeNull();
  });
});
