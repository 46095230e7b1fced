import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  billingDocuments,
  checkoutSessions,
  notifications,
  outbox,
  paymentReturns,
  payments,
  planChangeRefunds,
  refunds,
  sandboxPayments,
  sandboxSubscriptions,
  subscriptions,
  users,
} from "#db/schema";
import { listBilling } from "~/features/billing/admin-billing.server";
import { orderState } from "~/features/billing/checkout/orders.server";
import { gateway, sandboxAppCredentials } from "~/features/billing/payhere/gateway.server";
import { createMerchantApi, merchantApi } from "~/features/billing/payhere/merchant-api.server";
import { notifySignature } from "~/features/billing/payhere/payhere.server";
import { reconcilePayments } from "~/features/billing/payhere/reconcile.server";
import { refundPayment } from "~/features/billing/refunds/refunds.server";
import { returnKey, runPaymentReturns } from "~/features/billing/refunds/returns-job.server";
import { sandboxPaymentId } from "~/features/sandbox-gateway/payment-page.server";
import { recordCheckoutCharge } from "~/features/sandbox-gateway/records.server";
import { runCleanup } from "../../server/cleanup";
import {
  checkoutFields,
  growthCheckout,
  paidGrowthClient,
  payAtSandbox,
  postPlanChange,
  sandboxInstallment,
} from "../setup/checkout";
import { setUpAppWithMail } from "../setup/hooks";
import { freePort } from "../setup/scratch";
import { testEngine } from "../setup/test-db";

// Issue 28, the money paths, end to end through the sandbox gateway over HTTP: a tampered checkout form charged by
// the sandbox, its signed notify, the nightly reconciliation against the sandbox's merchant API, and the billing
// job that cancels the stray gateway subscription and refunds the charge in full. Nothing may be opened on terms
// that are not the order's, a paid order's second charge goes back, and a given-up plan change can never be paid.
const { database, server, serverEnv } = setUpAppWithMail();
const api = () => {
  const client = merchantApi(serverEnv());
  if (!client) throw new Error("the sandbox should be the gateway");
  return client;
};
const db = () => database.db;

let emails = 0;
const nextEmail = (what: string) => `${what}-${++emails}-${testEngine()}@example.lk`;

let night = Date.parse("2026-11-25T00:00:00Z");
/** The nightly reconciliation, each call a later night by the job's clock. */
const reconcile = () => {
  night += 24 * 60 * 60 * 1000;
  return reconcilePayments(db(), serverEnv(), api(), new Date(night));
};
const runReturns = (client = api()) => runPaymentReturns(db(), serverEnv(), client, new Date());

const paymentsOf = (orderId: string) => db().select().from(payments).where(eq(payments.orderId, orderId));
const usersWith = (email: string) => db().select().from(users).where(eq(users.email, email));
const orderOf = async (orderId: string) =>
  (await db().select().from(checkoutSessions).where(eq(checkoutSessions.orderId, orderId)))[0];
const returnOf = async (paymentId: string) =>
  (await db().select().from(paymentReturns).where(eq(paymentReturns.paymentId, paymentId)))[0];
const atGateway = async (gatewayPaymentId: string) =>
  (await db().select().from(sandboxPayments).where(eq(sandboxPayments.id, gatewayPaymentId)))[0];
const gatewaySubscription = async (id: string) =>
  (await db().select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id)))[0];
const mailsTo = (email: string, subject: string) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.subject, subject)));
const adminsTold = (title: string) => db().select().from(notifications).where(eq(notifications.title, title));

/** What must hold once a charge is given back: the gateway's record refunded in full, ours done, the buyer told. */
async function expectReturned(payment: typeof payments.$inferSelect, email: string, mails = 1) {
  expect(await atGateway(payment.paymentId)).toMatchObject({ status: "REFUNDED", refunded: payment.amount });
  const made = await db().select().from(refunds).where(eq(refunds.paymentId, payment.id));
  expect(made.map((r) => [r.amount, r.status, r.idempotencyKey])).toEqual([
    [payment.amount, "done", returnKey({ paymentId: payment.id })],
  ]);
  expect(await returnOf(payment.id)).toMatchObject({ status: "done", lastError: null });
  const money = `LKR ${Number(payment.amount).toLocaleString("en-US")}`;
  expect(await mailsTo(email, `Refund issued: ${money}`)).toHaveLength(mails);
}

describe("a monthly plan's checkout tampered to recur yearly (item 1)", () => {
  it("is charged by the sandbox, recorded as a mismatch, opens nothing, and is cancelled and refunded in full", async () => {
    const email = nextEmail("yearly");
    const { form } = await growthCheckout(db(), serverEnv(), email);
    const orderId = form.fields.order_id ?? "";
    // The buyer edits the form: recurrence is not in PayHere's hash, so the sandbox (like PayHere) charges it.
    const paid = await payAtSandbox(server.url, { ...form.fields, recurrence: "1 Year" });
    expect(paid.status).toBe(302);

    const [charge] = await paymentsOf(orderId);
    expect(charge).toMatchObject({ amount: "50000.00", rejected: "terms" });
    if (!charge) throw new Error("the charge should be recorded");
    expect(await returnOf(charge.id)).toMatchObject({ status: "owed", reason: "terms" });
    expect((await returnOf(charge.id))?.detail).toContain("recurs every 1 YEAR, the order every 1 Month");
    expect(await usersWith(email)).toHaveLength(0);
    expect((await orderOf(orderId))?.status).toBe("pending");
    const receipts = await db().select().from(billingDocuments).where(eq(billingDocuments.paymentId, charge.id));
    expect(receipts).toHaveLength(0);
    const [told] = await mailsTo(email, "Your payment of LKR 50,000 is being refunded");
    expect(told?.text).toContain("did not match the order");
    expect(told?.text).toContain("You do not need to do anything.");
    expect(await adminsTold("Payment refused, its terms differ from the order's: LKR 50,000")).not.toHaveLength(0);

    // The buyer's page says the money is coming back, not a blank failure.
    expect(await orderState(db(), orderId)).toEqual({
      state: "returning",
      reason: "terms",
      currency: "LKR",
      amount: "50000.00",
    });
    const page = await fetch(`${server.url}/payment-success?order_id=${orderId}`, { redirect: "manual" });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Your payment is being returned");

    // The night's reconciliation finds the charge known: it opens nothing either.
    const report = await reconcile();
    expect(report?.recorded.filter((r) => r.orderId === orderId)).toEqual([]);
    expect(await usersWith(email)).toHaveLength(0);

    // Before the job runs, the stray subscription charges an installment (PayHere's schedule, or a retry): its
    // notify goes through the same check, and is given back too.
    const [stray] = await db().select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.orderId, orderId));
    await sandboxInstallment(server.url, serverEnv(), stray?.id ?? "");
    const charges = await paymentsOf(orderId);
    expect(charges.map((p) => [p.messageType, p.rejected])).toEqual([
      ["AUTHORIZATION_SUCCESS", "terms"],
      ["RECURRING_INSTALLMENT_SUCCESS", "terms"],
    ]);
    expect(await usersWith(email)).toHaveLength(0);

    expect(await runReturns()).toBe(2);
    expect(await gatewaySubscription(stray?.id ?? "")).toMatchObject({ recurrence: "1 Year", status: "CANCELLED" });
    await expectReturned(charge, email, 2);
    await expectReturned(charges[1] ?? charge, email, 2);
    expect(await usersWith(email)).toHaveLength(0);
    expect(await runReturns()).toBe(0);
  });

  it("with its notify lost: reconciliation takes the terms from the gateway's subscription and gives it back", async () => {
    const cases = [
      { what: "duration", fields: { duration: "1 Month" }, detail: "runs 1 Month, the order Forever" },
      { what: "no recurrence", fields: { recurrence: "", duration: "" }, detail: "recurs never" },
    ];
    for (const { fields, detail } of cases) {
      const email = nextEmail("lost-notify");
      const { form } = await growthCheckout(db(), serverEnv(), email);
      const orderId = form.fields.order_id ?? "";
      const gatewayId = sandboxPaymentId();
      // Charged at the gateway, and the notify never came: only PayHere's records know.
      await recordCheckoutCharge(db(), {
        order: { ...form.fields, ...fields } as never,
        card: { method: "VISA", holder: "Sahan Perera", number: "4916********1292" },
        paymentId: gatewayId,
        paid: true,
        nextDate: "2026-12-24",
      });
      const report = await reconcile();
      expect(report?.recorded.filter((r) => r.orderId === orderId)).toEqual([
        { orderId, paymentId: gatewayId, status: "RECEIVED, not honoured: refund owed" },
      ]);
      const [charge] = await paymentsOf(orderId);
      if (!charge) throw new Error("the charge should be recorded");
      expect(charge.rejected).toBe("terms");
      expect((await returnOf(charge.id))?.detail).toContain(detail);
      expect(await usersWith(email)).toHaveLength(0);
      expect((await orderOf(orderId))?.status).toBe("pending");

      expect(await runReturns()).toBe(1);
      await expectReturned(charge, email);
      const stray = await db().select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.orderId, orderId));
      expect(stray.map((s) => s.status)).toEqual(fields.recurrence === "" ? [] : ["CANCELLED"]);
    }
  });

  it("keeps the return owed while the merchant API cannot be reached; an admin's one-click refund settles it", async () => {
    const email = nextEmail("unreachable");
    const { form } = await growthCheckout(db(), serverEnv(), email);
    const orderId = form.fields.order_id ?? "";
    expect((await payAtSandbox(server.url, { ...form.fields, recurrence: "1 Year" })).status).toBe(302);
    const [charge] = await paymentsOf(orderId);
    if (!charge) throw new Error("the charge should be recorded");

    const { appId, appSecret } = sandboxAppCredentials(serverEnv());
    const nowhere = createMerchantApi({ baseUrl: `http://127.0.0.1:${await freePort()}`, appId, appSecret });
    expect(await runReturns(nowhere)).toBe(0);
    const kept = await returnOf(charge.id);
    expect(kept).toMatchObject({ status: "owed", attempts: 1, claimedUntil: null });
    expect(kept?.lastError).toContain("could not be reached");
    expect(await atGateway(charge.paymentId)).toMatchObject({ status: "RECEIVED" });
    // Without the API at all the job waits (billing actions are not set up) and the row stays for the admin.
    expect(await runPaymentReturns(db(), serverEnv(), null)).toBeNull();
    // The admin's Billing tab lists it as needing them, with the refund dialog's "all that is left".
    const listed = await listBilling(db(), { kind: "payment", status: "returning", month: null });
    const row = listed.find((r) => r.id === charge.id);
    expect([row?.status, Number(row?.refunded)]).toEqual(["returning", 0]);

    // The admin refunds what is left from the Billing tab's dialog (its amount is all of it).
    const admin = { userId: null, flideskId: null, ip: "127.0.0.1" };
    const refunded = await refundPayment(
      db(),
      serverEnv(),
      api(),
      { paymentId: charge.id, amount: 50_000, reason: "Returned by hand", key: `admin-${orderId}-xxxxxxxxxxxx` },
      admin,
    );
    expect(refunded.ok).toBe(true);
    // The next run cancels the stray subscription and refunds nothing more.
    expect(await runReturns()).toBe(1);
    expect(await atGateway(charge.paymentId)).toMatchObject({ status: "REFUNDED", refunded: "50000.00" });
    expect(await db().select().from(refunds).where(eq(refunds.paymentId, charge.id))).toHaveLength(1);
    expect(await returnOf(charge.id)).toMatchObject({ status: "done", attempts: 1 });
    const after = await listBilling(db(), { kind: "payment", status: null, month: null });
    expect(after.find((row) => row.id === charge.id)?.status).toBe("refunded");
  });
});

describe("a charge going back to a buyer who bought in Tamil (issue 33)", () => {
  it("mails the return and then the refund in Tamil, the language of the checkout, with the Tamil pricing page", async () => {
    const email = nextEmail("tamil");
    const checkout = await fetch(`${server.url}/api/checkout`, {
      method: "POST",
      body: new URLSearchParams(checkoutFields(email, { locale: "ta" })),
    });
    expect(checkout.status).toBe(200);
    const { gateway: form } = (await checkout.json()) as { gateway: { fields: Record<string, string> } };
    const orderId = form.fields.order_id ?? "";
    // The form is edited to recur yearly: charged by the sandbox, not honoured, given back.
    expect((await payAtSandbox(server.url, { ...form.fields, recurrence: "1 Year" })).status).toBe(302);
    const [charge] = await paymentsOf(orderId);
    if (!charge) throw new Error("the charge should be recorded");
    expect(charge.rejected).toBe("terms");
    expect(await usersWith(email)).toHaveLength(0);

    const [told] = await mailsTo(email, "உங்கள் LKR 50,000 கட்டணம் திருப்பி அளிக்கப்படுகிறது");
    expect(told?.text).toContain(`Growth சமூக ஊடகம் க்காக (ஆர்டர் ${orderId})`);
    expect(told?.text).toContain("நீங்கள் எதுவும் செய்ய வேண்டியதில்லை.");
    expect(told?.text).toContain(`${serverEnv().PUBLIC_URL}/ta/pricing`);
    expect(told?.html).toContain('<html lang="ta">');
    expect(await mailsTo(email, "Your payment of LKR 50,000 is being refunded")).toEqual([]);

    // The billing job gives it back: "Refund issued" in Tamil too, its reason in Tamil; the record keeps English.
    expect(await runReturns()).toBe(1);
    const [refunded] = await mailsTo(email, "பணம் திருப்பி அளிக்கப்பட்டது: LKR 50,000");
    expect(refunded?.text).toContain(
      "காரணம்: கட்டணத்தின் நிபந்தனைகள் ஆர்டருடன் பொருந்தவில்லை, எனவே அது முழுமையாகத் திருப்பி அளிக்கப்படுகிறது",
    );
    const [made] = await db().select().from(refunds).where(eq(refunds.paymentId, charge.id));
    expect(made?.reason).toBe("The payment's terms did not match the order, so it is refunded in full");
    expect(await mailsTo(email, "Refund issued: LKR 50,000")).toEqual([]);
  });
});

describe("an order charged twice (item 2)", () => {
  it("keeps the first payment and its subscription, and cancels and refunds the second charge", async () => {
    const [admin] = await db()
      .insert(users)
      .values({ flideskId: "FLD-ADMS1", email: nextEmail("admin"), role: "admin", locale: "si" })
      .returning({ id: users.id });
    const sinhalaAdmin = admin?.id ?? "";
    const email = nextEmail("twice");
    const { form } = await growthCheckout(db(), serverEnv(), email);
    const orderId = form.fields.order_id ?? "";
    expect((await payAtSandbox(server.url, form.fields)).status).toBe(302);
    // The buyer goes back and pays the same form again: a second checkout charge, with a gateway subscription of its own.
    expect((await payAtSandbox(server.url, form.fields)).status).toBe(302);

    const recorded = await paymentsOf(orderId);
    expect(recorded.map((p) => p.rejected)).toEqual([null, "duplicate"]);
    const [first, second] = recorded;
    if (!first || !second) throw new Error("both charges should be recorded");
    const [account] = await usersWith(email);
    const subs = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, account?.id ?? ""));
    expect(subs).toHaveLength(1);
    const receipts = await db()
      .select()
      .from(billingDocuments)
      .where(inArray(billingDocuments.paymentId, [first.id, second.id]));
    expect(receipts.map((r) => r.paymentId)).toEqual([first.id]);
    expect(await adminsTold("Second payment of an order already paid: LKR 50,000")).not.toHaveLength(0);
    expect(await mailsTo(email, "Your payment of LKR 50,000 is being refunded")).toHaveLength(1);
    // A Sinhala admin reads the same notice in Sinhala; the record's detail stays as written.
    const toSinhala = await db().select().from(notifications).where(eq(notifications.userId, sinhalaAdmin));
    const sinhala = toSinhala.find((row) => row.title === "දැනටමත් ගෙවා ඇති ඇණවුමකට දෙවන ගෙවීමක්: LKR 50,000");
    expect(toSinhala.map((row) => row.title)).toContain(`ගෙවීම ලැබුණා: Growth සමාජ මාධ්‍ය, LKR 50,000`);
    expect(sinhala?.body).toBe(
      `ඇණවුම ${orderId}, ${email}, ගෙවීම ${second.paymentId}: the order had already been paid. එය සම්පූර්ණයෙන්ම ආපසු ගෙවනු ලැබේ.`,
    );
    const [english] = await adminsTold("Second payment of an order already paid: LKR 50,000");
    expect(english?.body).toBe(
      `Order ${orderId}, ${email}, payment ${second.paymentId}: the order had already been paid. It is being refunded in full.`,
    );
    const owed = await returnOf(second.id);
    expect(owed?.gatewaySubscriptionId).not.toBe(subs[0]?.gatewaySubscriptionId);

    expect(await runReturns()).toBe(1);
    await expectReturned(second, email);
    expect(await atGateway(first.paymentId)).toMatchObject({ status: "RECEIVED" });
    expect(await gatewaySubscription(owed?.gatewaySubscriptionId ?? "")).toMatchObject({ status: "CANCELLED" });
    expect(await gatewaySubscription(subs[0]?.gatewaySubscriptionId ?? "")).toMatchObject({ status: "ACTIVE" });
    expect(await orderState(db(), orderId)).toMatchObject({ state: "paid", paymentId: first.paymentId });
  });
});

/** The Billing tab's change to `plan` (monthly, at the catalogue's amount): the answer, with the gateway form. */
async function changePlan(cookie: string, subscription: string, plan: string) {
  const { status, answer } = await postPlanChange(server.url, cookie, { subscription, plan });
  expect(status).toBe(200);
  return answer;
}

/** The notify PayHere would send for a charge of the form, signed with our secret, posted to our notify URL. */
async function notifyCharge(fields: Record<string, string>, paymentId: string) {
  const gw = gateway(serverEnv());
  if (gw.kind === "none") throw new Error("no gateway");
  const message = {
    merchant_id: gw.merchantId,
    order_id: fields.order_id ?? "",
    payment_id: paymentId,
    payhere_amount: fields.amount ?? "",
    payhere_currency: fields.currency ?? "",
    status_code: "2",
    method: "VISA",
    message_type: "AUTHORIZATION_SUCCESS",
    subscription_id: `SBXSUB${paymentId.slice(3)}`,
    item_recurrence: (fields.recurrence ?? "").toUpperCase(),
    item_duration: (fields.duration ?? "").toUpperCase(),
  };
  const res = await fetch(`${server.url}/api/payments/notify`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...message, md5sig: notifySignature(message, gw.secret) }),
  });
  return `${res.status} ${await res.text()}`;
}

describe("a plan change given up for another (item 3)", () => {
  it("cannot be charged at the sandbox; a charge of it anyway is refunded; the unused days are refunded once", async () => {
    const client = await paidGrowthClient(db(), serverEnv(), server.url, { email: nextEmail("superseded") });
    const first = await changePlan(client.cookie, client.sub.id, "Scale");
    const second = await changePlan(client.cookie, client.sub.id, "Launch");
    const firstForm = first.gateway?.fields ?? {};
    expect((await orderOf(first.orderId ?? ""))?.status).toBe("cancelled");

    // The sandbox, like PayHere with an order it does not know, refuses to charge it.
    const refused = await payAtSandbox(server.url, firstForm);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("This order is no longer open for payment.");
    expect(
      await db()
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.orderId, first.orderId ?? "")),
    ).toEqual([]);

    // A gateway that charged it all the same (PayHere does not know we gave the order up): its records, then its
    // signed notify. Recorded, opens nothing, refunded in full.
    const gatewayId = sandboxPaymentId();
    await recordCheckoutCharge(db(), {
      order: firstForm as never,
      card: { method: "VISA", holder: "Sahan Perera", number: "4916********1292" },
      paymentId: gatewayId,
      paid: true,
      nextDate: "2026-12-24",
    });
    expect(await notifyCharge(firstForm, gatewayId)).toBe("200 Returned");
    const [charge] = await paymentsOf(first.orderId ?? "");
    expect(charge?.rejected).toBe("closed");
    const held = await db().select().from(subscriptions).where(eq(subscriptions.userId, client.userId));
    expect(held.map((s) => [s.plan, s.cancelRequestedAt])).toEqual([["Growth", null]]);
    expect(
      await db()
        .select()
        .from(planChangeRefunds)
        .where(eq(planChangeRefunds.orderId, first.orderId ?? "")),
    ).toEqual([]);
    expect(await orderState(db(), first.orderId ?? "")).toMatchObject({ state: "returning", reason: "closed" });

    // The plan change that stands is paid: one new plan, the old plan's unused days owed once.
    expect((await payAtSandbox(server.url, second.gateway?.fields ?? {})).status).toBe(302);
    const after = await db().select().from(subscriptions).where(eq(subscriptions.userId, client.userId));
    expect(after.map((s) => s.plan).sort()).toEqual(["Growth", "Launch"]);
    const owed = await db().select().from(planChangeRefunds).where(eq(planChangeRefunds.paymentId, client.payment.id));
    expect(owed.map((o) => o.orderId)).toEqual([second.orderId]);

    expect(await runReturns()).toBe(1);
    if (!charge) throw new Error("the charge should be recorded");
    await expectReturned(charge, client.email);
    expect(await gatewaySubscription(`SBXSUB${gatewayId.slice(3)}`)).toMatchObject({ status: "CANCELLED" });
  });

  it("the unused days of one payment can be owed once only: a database constraint", async () => {
    const client = await paidGrowthClient(db(), serverEnv(), server.url, { email: nextEmail("constraint") });
    const owed = (orderId: string) => ({
      orderId,
      paymentId: client.payment.id,
      amount: "15000.00",
      currency: "LKR" as const,
      unusedDays: 9,
      periodDays: 30,
      reason: "unused days",
    });
    await db()
      .insert(planChangeRefunds)
      .values(owed(`ORDER-A-${testEngine()}`));
    await expect(
      db()
        .insert(planChangeRefunds)
        .values(owed(`ORDER-B-${testEngine()}`)),
    ).rejects.toThrow();
    expect(
      await db().select().from(planChangeRefunds).where(eq(planChangeRefunds.paymentId, client.payment.id)),
    ).toHaveLength(1);
  });

  it("8 plan changes at once, with an earlier one's hour run out, leave exactly one payable order", async () => {
    const client = await paidGrowthClient(db(), serverEnv(), server.url, { email: nextEmail("eight") });
    const stale = await changePlan(client.cookie, client.sub.id, "Scale");
    // An order whose hour ran out is still payable at the gateway: it must be given up too.
    await db()
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(checkoutSessions.orderId, stale.orderId ?? ""));
    const plans = ["Launch", "Scale", "Launch", "Scale", "Launch", "Scale", "Launch", "Scale"];
    const answers = await Promise.all(plans.map((plan) => changePlan(client.cookie, client.sub.id, plan)));
    expect(answers.every((a) => a.ok)).toBe(true);
    const pending = await db()
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.replacesSubscriptionId, client.sub.id), eq(checkoutSessions.status, "pending")));
    expect(pending).toHaveLength(1);
    // Only that order can be charged at the sandbox; every other is refused.
    const forms = [stale, ...answers].map((a) => a.gateway?.fields ?? {});
    const paid = [];
    for (const fields of new Map(forms.map((f) => [f.order_id, f])).values()) {
      paid.push((await payAtSandbox(server.url, fields)).status);
    }
    expect(paid.filter((status) => status === 302)).toHaveLength(1);
    const opened = await db().select().from(subscriptions).where(eq(subscriptions.userId, client.userId));
    expect(opened).toHaveLength(2);
    expect(
      await db().select().from(planChangeRefunds).where(eq(planChangeRefunds.paymentId, client.payment.id)),
    ).toHaveLength(1);
  }, 60_000);
});

// Last in the file: the clean-up runs as of three days on, and removes every other unpaid order of the file.
describe("the clean-up", () => {
  it("keeps an unpaid order whose charge is given back (its refund, mails and page read it), without its password hash", async () => {
    const returned = await growthCheckout(db(), serverEnv(), nextEmail("kept"));
    expect((await payAtSandbox(server.url, { ...returned.form.fields, duration: "1 Month" })).status).toBe(302);
    const unpaid = await growthCheckout(db(), serverEnv(), nextEmail("unpaid"));
    const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    expect(await runCleanup(db(), later)).not.toBeNull();
    expect(await orderOf(unpaid.session.orderId)).toBeUndefined();
    expect(await orderOf(returned.session.orderId)).toMatchObject({ status: "pending", passwordHash: "" });
    expect(await orderState(db(), returned.session.orderId)).toMatchObject({ state: "returning" });
  });
});
