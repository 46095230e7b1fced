import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  billingDocuments,
  checkoutSessions,
  jobRuns,
  outbox,
  payments,
  refunds,
  subscriptions,
  users,
} from "#db/schema";
import type { BillingRow } from "~/features/billing/admin-billing.server";
import { startBillingJobs } from "~/features/billing/billing-jobs.server";
import { createCheckout } from "~/features/billing/checkout/checkout.server";
import { sandboxAppCredentials } from "~/features/billing/payhere/gateway.server";
import { merchantApi } from "~/features/billing/payhere/merchant-api.server";
import { reconcilePayments } from "~/features/billing/payhere/reconcile.server";
import { checkUnconfirmedRefunds } from "~/features/billing/refunds/refund-settle.server";
import { billingPeriod } from "~/features/billing/subscriptions/period";
import { findPlan } from "~/features/plans/catalogue";
import { sandboxPaymentId } from "~/features/sandbox-gateway/payment-page.server";
import {
  chargeSandboxInstallment,
  recordCheckoutCharge,
  sandboxPaymentsOf,
} from "~/features/sandbox-gateway/records.server";
import type { RequestContext } from "~/lib/context.server";
import { loader as exportLoader } from "~/routes/dashboard/export";
import { CHECKOUT_PASSWORD, wizardFor } from "../setup/checkout";
import { setUpDatabase, setUpServer, setUpSignedInUsers } from "../setup/hooks";
import { callPortal, loadPortal, portalPost } from "../setup/portal";
import { callRoute } from "../setup/route";
import { freePort } from "../setup/scratch";
import { testContext, testEngine, testEnv } from "../setup/test-db";

// The admin's Billing tab, refunds and the nightly reconciliation against the sandbox gateway's merchant API over
// HTTP, on the built app: payments are made on the sandbox's payment page, and its notifies reach the notify path.
const database = setUpDatabase({ seed: true });
const { cookies } = setUpSignedInUsers(database);
const server = setUpServer(database, () => ({}), undefined, { ownPublicUrl: true });

const GOOD_CARD = "4916217501611292";
const serverEnv = () => testEnv({ PUBLIC_URL: server.url });
/** The route's context, with the server's address: the merchant API client calls the sandbox there. */
const context = (): RequestContext => testContext(database, { env: serverEnv() });

let orders = 0;
/** A Growth checkout (LKR 50,000 a month): its form, as the sandbox's payment page receives it. */
async function checkout() {
  const plan = findPlan("Growth");
  if (!plan) throw new Error("no Growth plan");
  const email = `admin-billing-${++orders}-${testEngine()}@example.lk`;
  const { form } = await createCheckout(database.db, serverEnv(), {
    plan,
    cycle: "monthly",
    currency: "LKR",
    email,
    businessName: `Kandy Crafts ${orders}`,
    phone: "+94771234567",
    wizard: { ...wizardFor(email), accountInfo: { ...wizardFor(email).accountInfo, password: CHECKOUT_PASSWORD } },
    ipAddress: "10.0.0.1",
    marketingConsent: false,
  });
  return { form, email };
}

/** A checkout paid on the sandbox's page over HTTP; gives our payment row. */
async function paidOrder() {
  const { form, email } = await checkout();
  const res = await fetch(`${server.url}/sandbox-gateway/pay`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ ...form.fields, intent: "pay", cardNumber: GOOD_CARD, expiry: "12/30", cvv: "123" }),
  });
  expect(res.status).toBe(302);
  const orderId = form.fields.order_id ?? "";
  const [row] = await database.db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!row) throw new Error("the notify did not record the payment");
  return { payment: row, orderId, email };
}

/** The admin's Billing page's action (where the refund forms post) as `who`; a refusal (403) is the answer. */
async function post(who: string, fields: Record<string, string>, over = context()) {
  const answer = await callPortal(portalPost("/dashboard/admin/billing", cookies[who], fields), over);
  return { status: answer.status, data: answer.data as { ok: boolean; message: string } | undefined };
}

let keys = 0;
const refund = (paymentId: string, amount: string, key = `refund-key-${++keys}-${testEngine()}-xxxxxxxx`) => ({
  intent: "refund-payment",
  paymentId,
  amount,
  reason: "Service paused at the client's request",
  key,
});

const api = () => {
  const client = merchantApi(serverEnv());
  if (!client) throw new Error("the sandbox should be the gateway");
  return client;
};

const sandboxStatus = async (gatewayPaymentId: string, orderId: string) =>
  (await sandboxPaymentsOf(database.db, { orderId })).find((p) => p.id === gatewayPaymentId);
const refundsOf = (paymentId: string) => database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));

describe("refunds", () => {
  it("refund in part, then the rest: PayHere's record follows, audit-logged, the client mailed", async () => {
    const { payment, orderId, email } = await paidOrder();
    const part = await post("FLD-ADMIN", refund(payment.id, "10,000.50"));
    expect(part).toMatchObject({
      status: 200,
      data: { ok: true, message: "Refunded LKR 10,000.50. The client is mailed." },
    });
    expect(await sandboxStatus(payment.paymentId, orderId)).toMatchObject({
      status: "PARTIALLY_REFUNDED",
      refunded: "10000.50",
    });
    const tooMuch = await post("FLD-ADMIN", refund(payment.id, "40000"));
    expect(tooMuch).toMatchObject({
      status: 400,
      data: { ok: false, message: "The refund amount is more than the LKR 39,999.50 left to refund" },
    });
    expect(await refundsOf(payment.id)).toHaveLength(1);
    const rest = await post("FLD-ADMIN", refund(payment.id, "39999.50"));
    expect(rest.data?.ok).toBe(true);
    expect(await sandboxStatus(payment.paymentId, orderId)).toMatchObject({ status: "REFUNDED", refunded: "50000.00" });
    const done = await refundsOf(payment.id);
    expect(done.map((r) => [r.amount, r.status]).sort()).toEqual([
      ["10000.50", "done"],
      ["39999.50", "done"],
    ]);
    const again = await post("FLD-ADMIN", refund(payment.id, "1"));
    expect(again).toMatchObject({ status: 409, data: { message: "This payment is already fully refunded" } });

    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payment-refunded"), eq(auditLog.targetId, payment.paymentId)));
    expect(audit.map((a) => [a.actorDeskId, a.detail.amount]).sort()).toEqual([
      ["FLD-ADMIN", "10000.50"],
      ["FLD-ADMIN", "39999.50"],
    ]);
    const mails = await database.db.select().from(outbox).where(eq(outbox.to, email));
    const refundMails = mails.filter((m) => m.subject.startsWith("Refund issued"));
    expect(refundMails.map((m) => m.subject).sort()).toEqual([
      "Refund issued: LKR 10,000.50",
      "Refund issued: LKR 39,999.50",
    ]);
    expect(refundMails[0]?.text).toContain("Reason: Service paused at the client's request");
    expect(refundMails[0]?.html).toContain("Refund issued");
    // Each refund has its numbered credit note, attached to its mail.
    const notes = await database.db
      .select()
      .from(billingDocuments)
      .where(and(eq(billingDocuments.paymentId, payment.id), eq(billingDocuments.kind, "credit_note")));
    expect(notes.map((n) => n.amount).sort()).toEqual(["10000.50", "39999.50"]);
    for (const note of notes) expect(note.number).toMatch(/^FLD-C-\d{4}-\d{6}$/);
    expect(
      refundMails
        .flatMap((m) => m.attachments ?? [])
        .map((a) => a.ref)
        .sort(),
    ).toEqual(notes.map((n) => n.number).sort());
  });

  it("the same form sent twice at once refunds once", async () => {
    const { payment, orderId } = await paidOrder();
    const fields = refund(payment.id, "5000");
    const answers = await Promise.all([post("FLD-ADMIN", fields), post("FLD-ADMIN", fields)]);
    expect(answers.filter((a) => a.data?.ok)).not.toHaveLength(0);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    expect(await refundsOf(payment.id)).toHaveLength(1);
    expect(await sandboxStatus(payment.paymentId, orderId)).toMatchObject({ refunded: "5000.00" });
    // Sent again later (a retried request): the same answer, no second refund.
    const later = await post("FLD-ADMIN", fields);
    expect(later).toMatchObject({ status: 200, data: { message: "This refund of LKR 5,000 was already issued." } });
    expect(await sandboxStatus(payment.paymentId, orderId)).toMatchObject({ refunded: "5000.00" });
  });

  it("is for admins only; bad input and PayHere's refusal record nothing", async () => {
    const { payment, orderId } = await paidOrder();
    for (const who of ["FLD-CLNT1", "FLD-FRLN1"]) expect((await post(who, refund(payment.id, "100"))).status).toBe(403);
    for (const bad of [{ amount: "-5" }, { amount: "1.234" }, { amount: "abc" }, { reason: "" }, { key: "x" }]) {
      const answer = await post("FLD-ADMIN", { ...refund(payment.id, "100"), ...bad });
      expect(answer.status).toBe(400);
    }
    const unknown = await post("FLD-ADMIN", refund("00000000-0000-4000-8000-000000000000", "100"));
    expect(unknown).toMatchObject({ status: 404, data: { message: "Payment not found" } });
    // PayHere refuses (the payment was refunded there by hand meanwhile): nothing is recorded here.
    const api = merchantApi(serverEnv());
    await api?.refundPayment({ paymentId: payment.paymentId, description: "By hand" });
    const refused = await post("FLD-ADMIN", refund(payment.id, "100"));
    expect(refused).toMatchObject({
      status: 409,
      data: { message: "PayHere refused the refund: The payment is already fully refunded" },
    });
    expect(await refundsOf(payment.id)).toHaveLength(0);
    expect(await sandboxStatus(payment.paymentId, orderId)).toMatchObject({ status: "REFUNDED" });
  });

  it("answers an admin who chose Tamil in Tamil: the refund made, made again, and one that is too much", async () => {
    const { payment } = await paidOrder();
    const speaks = (locale: "ta" | null) =>
      database.db.update(users).set({ locale }).where(eq(users.flideskId, "FLD-ADMIN"));
    await speaks("ta");
    try {
      const unknown = await post("FLD-ADMIN", refund("00000000-0000-4000-8000-000000000000", "100"));
      expect(unknown).toMatchObject({ status: 404, data: { message: "கட்டணம் கிடைக்கவில்லை" } });
      const form = refund(payment.id, "100");
      const done = await post("FLD-ADMIN", form);
      expect(done).toMatchObject({ status: 200, data: { ok: true } });
      expect(done.data?.message).toBe("LKR 100 திருப்பி அளிக்கப்பட்டது. வாடிக்கையாளருக்கு மின்னஞ்சல் அனுப்பப்பட்டது.");
      expect((await post("FLD-ADMIN", form)).data?.message).toBe(
        "LKR 100 க்கான இந்தத் திருப்பி அளித்தல் ஏற்கெனவே செய்யப்பட்டுள்ளது.",
      );
      const tooMuch = await post("FLD-ADMIN", refund(payment.id, "99999999"));
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.data?.message).toMatch(/^திருப்பி அளிக்கும் தொகை, திருப்பி அளிக்க மீதமுள்ள LKR .+ ஐ விட அதிகம்$/);
    } finally {
      await speaks(null);
    }
  });

  it("PayHere unreachable: 503 and nothing recorded", async () => {
    const { payment } = await paidOrder();
    const down = testContext(database, { env: testEnv({ PUBLIC_URL: `http://127.0.0.1:${await freePort()}` }) });
    const answer = await post("FLD-ADMIN", refund(payment.id, "100"), down);
    expect(answer.status).toBe(503);
    expect(answer.data?.message).toBe("PayHere could not be reached. Please try again.");
    expect(await refundsOf(payment.id)).toHaveLength(0);
  });

  it("PayHere refuses the app's credentials: 503, said as such, and nothing recorded", async () => {
    const { payment } = await paidOrder();
    const env = testEnv({
      PUBLIC_URL: server.url,
      PAYHERE_APP_ID: "SANDBOX-APP",
      PAYHERE_APP_SECRET: "not-the-secret",
    });
    const answer = await post("FLD-ADMIN", refund(payment.id, "100"), testContext(database, { env }));
    expect(answer.status).toBe(503);
    expect(answer.data?.message).toBe(
      "PayHere refused the app's credentials (PAYHERE_APP_ID, PAYHERE_APP_SECRET). Nothing was refunded.",
    );
    expect(await refundsOf(payment.id)).toHaveLength(0);
  });
});

/** A call straight to the sandbox's API with a token of its own (for its test hooks, which the client lacks). */
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
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

/** The sandbox's switch: PayHere makes the payment's next refund, and its answer is lost on the way back. */
async function loseNextRefundAnswer(gatewayPaymentId: string) {
  expect((await sandboxCall("/sandbox/drop-refund-answer", { payment_id: gatewayPaymentId })).status).toBe(200);
}

const unconfirmedMessage = "PayHere did not confirm this refund. Check the payment in PayHere before refunding again.";
const settleFirstMessage =
  "PayHere did not confirm an earlier refund of this payment. Check the payment in PayHere and settle that refund first.";
const settle = (refundId: string, outcome: string) => ({ intent: "settle-refund", refundId, outcome });
const auditOf = (action: "payment-refunded" | "refund-voided", gatewayPaymentId: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, gatewayPaymentId)));
const creditNotesOf = (paymentId: string) =>
  database.db
    .select()
    .from(billingDocuments)
    .where(and(eq(billingDocuments.paymentId, paymentId), eq(billingDocuments.kind, "credit_note")));
const refundMailsTo = async (email: string) =>
  (await database.db.select().from(outbox).where(eq(outbox.to, email))).filter((m) =>
    m.subject.startsWith("Refund issued"),
  );
const billingRow = async (paymentId: string) => {
  const page = await loadPortal("/dashboard/admin/billing?kind=payment", cookies["FLD-ADMIN"], context());
  const { billing } = page.data as { billing: { rows: BillingRow[] } };
  return billing.rows.find((r) => r.id === paymentId);
};

describe("a refund whose answer is lost", () => {
  it("stays unconfirmed, refuses a second refund, and PayHere's payment search records it once", async () => {
    const { payment, orderId, email } = await paidOrder();
    await loseNextRefundAnswer(payment.paymentId);
    const fields = refund(payment.id, "12,500");
    expect(await post("FLD-ADMIN", fields)).toMatchObject({ status: 409, data: { message: unconfirmedMessage } });
    // PayHere made it; here it waits, not counted as refunded.
    expect(await sandboxStatus(payment.paymentId, orderId)).toMatchObject({ refunded: "12500.00" });
    expect((await refundsOf(payment.id)).map((r) => [r.amount, r.status])).toEqual([["12500.00", "unknown"]]);
    const row = await billingRow(payment.id);
    expect(row).toMatchObject({ status: "refund_unconfirmed", refunded: "0.00" });
    // Who asked for it, by name.
    expect(row?.unconfirmedRefund).toMatchObject({ amount: "12500.00", by: "Kasun Jayawardena" });
    // The same form again, or a new one: refused, and PayHere is not asked.
    expect(await post("FLD-ADMIN", fields)).toMatchObject({ status: 409, data: { message: unconfirmedMessage } });
    expect(await post("FLD-ADMIN", refund(payment.id, "100"))).toMatchObject({
      status: 409,
      data: { message: settleFirstMessage },
    });
    expect(await sandboxStatus(payment.paymentId, orderId)).toMatchObject({ refunded: "12500.00" });
    expect(await refundMailsTo(email)).toEqual([]);

    // The billing jobs' check and the night's reconciliation meet: one record, one credit note, one mail.
    const jobs = startBillingJobs({ db: database.db, env: serverEnv(), intervalMs: 60 * 60_000 });
    try {
      const [check, night] = await Promise.all([
        jobs.runOnce(),
        reconcilePayments(database.db, serverEnv(), api(), new Date("2026-11-20T00:00:00Z")),
        checkUnconfirmedRefunds(database.db, serverEnv(), api()),
      ]);
      expect(check.unconfirmed.problems).toEqual([]);
      expect(night?.problems).toEqual([]);
    } finally {
      await jobs.stop();
    }
    expect((await refundsOf(payment.id)).map((r) => [r.amount, r.status])).toEqual([["12500.00", "done"]]);
    expect((await creditNotesOf(payment.id)).map((n) => n.amount)).toEqual(["12500.00"]);
    expect((await refundMailsTo(email)).map((m) => m.subject)).toEqual(["Refund issued: LKR 12,500"]);
    const audit = await auditOf("payment-refunded", payment.paymentId);
    expect(audit.map((a) => [a.actorDeskId, a.detail.amount, a.detail.confirmed])).toEqual([
      ["FLD-ADMIN", "12500.00", "PayHere's payment search"],
    ]);
    expect(await billingRow(payment.id)).toMatchObject({ status: "partly_refunded", unconfirmedRefund: null });
    expect((await checkUnconfirmedRefunds(database.db, serverEnv(), api())).recorded).toEqual([]);
    // Settled: the rest can be refunded.
    expect((await post("FLD-ADMIN", refund(payment.id, "37500"))).data?.ok).toBe(true);
    expect(await sandboxStatus(payment.paymentId, orderId)).toMatchObject({ status: "REFUNDED" });
  });

  it("a refusal deletes the claim, and the form can be sent again", async () => {
    const { payment, orderId } = await paidOrder();
    // Refunded in PayHere's portal meanwhile, all but LKR 1,000: PayHere refuses more than that.
    await api().refundPayment({ paymentId: payment.paymentId, description: "By hand", amount: 49_000 });
    const refused = await post("FLD-ADMIN", refund(payment.id, "5000"));
    expect(refused).toMatchObject({ status: 409, data: { message: expect.stringMatching(/^PayHere refused/) } });
    expect(await refundsOf(payment.id)).toEqual([]);
    expect(await post("FLD-ADMIN", refund(payment.id, "1000"))).toMatchObject({
      status: 200,
      data: { ok: true, message: "Refunded LKR 1,000. The client is mailed." },
    });
    expect(await sandboxStatus(payment.paymentId, orderId)).toMatchObject({ status: "REFUNDED" });
  });

  it("is settled by an admin's word, either way; nobody else may", async () => {
    const { payment, email } = await paidOrder();
    await loseNextRefundAnswer(payment.paymentId);
    expect((await post("FLD-ADMIN", refund(payment.id, "2000"))).status).toBe(409);
    const [lost] = await refundsOf(payment.id);
    for (const who of ["FLD-CLNT1", "FLD-FRLN1"])
      expect((await post(who, settle(lost?.id ?? "", "refunded"))).status).toBe(403);
    expect((await post("FLD-ADMIN", settle(lost?.id ?? "", "maybe"))).status).toBe(400);
    expect((await post("FLD-ADMIN", settle("not-an-id", "refunded"))).status).toBe(400);
    expect((await post("FLD-ADMIN", settle("00000000-0000-4000-8000-000000000000", "refunded"))).status).toBe(404);
    expect(await post("FLD-ADMIN", settle(lost?.id ?? "", "refunded"))).toMatchObject({
      status: 200,
      data: { ok: true, message: "Recorded the refund of LKR 2,000. The client is mailed." },
    });
    expect(await post("FLD-ADMIN", settle(lost?.id ?? "", "not-refunded"))).toMatchObject({ status: 409 });
    expect((await refundsOf(payment.id)).map((r) => r.status)).toEqual(["done"]);
    expect((await refundMailsTo(email)).map((m) => m.subject)).toEqual(["Refund issued: LKR 2,000"]);
    expect((await auditOf("payment-refunded", payment.paymentId)).map((a) => a.detail.confirmed)).toEqual([
      "by an admin",
    ]);

    // A claim whose process died before PayHere was asked: PayHere shows nothing, so it waits for a person.
    const [died] = await database.db
      .insert(refunds)
      .values({
        paymentId: payment.id,
        amount: "3000.00",
        currency: "LKR",
        reason: "Cut off",
        idempotencyKey: `died-${testEngine()}-xxxxxxxxxxxxxxxx`,
        adminId: null,
        createdAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning();
    expect(await billingRow(payment.id)).toMatchObject({ status: "refund_unconfirmed" });
    await checkUnconfirmedRefunds(database.db, serverEnv(), api());
    expect((await refundsOf(payment.id)).map((r) => [r.amount, r.status]).sort()).toEqual([
      ["2000.00", "done"],
      ["3000.00", "unknown"],
    ]);
    expect(await post("FLD-ADMIN", settle(died?.id ?? "", "not-refunded"))).toMatchObject({
      status: 200,
      data: { message: "The refund of LKR 3,000 is set aside as not made: the payment can be refunded again." },
    });
    expect((await refundsOf(payment.id)).map((r) => r.status)).toEqual(["done"]);
    const voided = await auditOf("refund-voided", payment.paymentId);
    expect(voided.map((a) => [a.actorDeskId, a.detail.amount, a.detail.reason])).toEqual([
      ["FLD-ADMIN", "3000.00", "Cut off"],
    ]);
    expect((await creditNotesOf(payment.id)).map((n) => n.amount)).toEqual(["2000.00"]);
    expect((await post("FLD-ADMIN", refund(payment.id, "3000"))).data?.ok).toBe(true);
  });

  it("a claim under way refuses another refund of the payment, and is not settled by hand", async () => {
    const { payment } = await paidOrder();
    const [fresh] = await database.db
      .insert(refunds)
      .values({
        paymentId: payment.id,
        amount: "1000.00",
        currency: "LKR",
        reason: "Under way",
        idempotencyKey: `fresh-${testEngine()}-xxxxxxxxxxxxxxxx`,
      })
      .returning();
    expect(await post("FLD-ADMIN", refund(payment.id, "100"))).toMatchObject({
      status: 409,
      data: { message: "Another refund of this payment is being issued. Please wait a moment, then reload the page." },
    });
    expect((await post("FLD-ADMIN", settle(fresh?.id ?? "", "not-refunded"))).status).toBe(409);
    await checkUnconfirmedRefunds(database.db, serverEnv(), api());
    expect((await refundsOf(payment.id)).map((r) => r.status)).toEqual(["pending"]);
    await database.db.delete(refunds).where(eq(refunds.id, fresh?.id ?? ""));
  });
});

describe("the Billing tab", () => {
  /** A Billing page as `who`: the admin's (`/dashboard/admin/billing`) or the client's (`/dashboard/billing`). */
  const view = async (who: string, path: string) => {
    const page = await loadPortal(path, cookies[who], context());
    return { ...(page.data as { billing?: unknown; user?: { role: string } }), status: page.status, url: page.url };
  };

  it("lists payments and subscriptions with filters, failed subscriptions first; others never see it", async () => {
    const { payment, orderId } = await paidOrder();
    // Its subscription's installment fails: it comes first.
    const [sub] = await database.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .innerJoin(checkoutSessions, eq(checkoutSessions.userId, subscriptions.userId))
      .where(eq(checkoutSessions.orderId, orderId));
    await database.db
      .update(subscriptions)
      .set({ status: "past_due" })
      .where(eq(subscriptions.id, sub?.id ?? ""));
    const all = (await view("FLD-ADMIN", "/dashboard/admin/billing")).billing as {
      rows: { kind: string; id: string; status: string }[];
      revenue: { currency: string; received: number; refunded: number; net: number }[];
    };
    expect(all.rows[0]).toMatchObject({ kind: "subscription", id: sub?.id, status: "past_due" });
    expect(all.rows.some((r) => r.kind === "payment" && r.id === payment.id)).toBe(true);
    // This month's: every payment of this file was received now, and the refunds above were made now.
    const lkr = all.revenue.find((r) => r.currency === "LKR");
    expect(lkr?.received).toBeGreaterThanOrEqual(5 * 50_000);
    expect(lkr?.refunded).toBeGreaterThanOrEqual(10_000.5 + 39_999.5 + 5_000);
    expect(lkr?.net).toBe((lkr?.received ?? 0) - (lkr?.refunded ?? 0));
    const onlyPaid = (await view("FLD-ADMIN", "/dashboard/admin/billing?kind=payment&status=paid"))
      .billing as typeof all;
    expect(onlyPaid.rows.every((r) => r.kind === "payment" && r.status === "paid")).toBe(true);
    const otherMonth = (await view("FLD-ADMIN", "/dashboard/admin/billing?month=2020-01")).billing as typeof all;
    expect(otherMonth.rows).toEqual([]);
    // A client's dashboard has its own Billing page: their own plan, never the agency's list, which refuses them.
    const client = await view("FLD-CLNT1", "/dashboard/billing");
    expect(client).toMatchObject({ status: 200, user: { role: "client" } });
    expect(client.url.pathname).toBe("/dashboard/billing");
    expect(client.billing).toBeTruthy();
    expect(JSON.stringify(client)).not.toContain(payment.paymentId);
    for (const who of ["FLD-CLNT1", "FLD-FRLN1"]) {
      const refused = await view(who, "/dashboard/admin/billing");
      expect(refused.status, who).toBe(403);
      expect(JSON.stringify(refused)).not.toContain(payment.paymentId);
    }
  });

  it("names each row's client as the portal does: the name they gave, else their business; the desk ID beside", async () => {
    const { payment, orderId, email } = await paidOrder();
    const [order] = await database.db.select().from(checkoutSessions).where(eq(checkoutSessions.orderId, orderId));
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.id, order?.userId ?? ""));
    const rowsOf = async () => {
      const { rows } = (await view("FLD-ADMIN", "/dashboard/admin/billing")).billing as { rows: BillingRow[] };
      const mine = rows.filter((r) => r.client.id === user?.id).sort((a, b) => a.kind.localeCompare(b.kind));
      return mine.map((r) => [r.kind, r.id, r.client]);
    };
    const [sub] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user?.id ?? ""));
    // No name of their own yet: the business of their checkout, not their email.
    const client = { id: user?.id, deskId: user?.flideskId, email, name: order?.businessName };
    expect(await rowsOf()).toEqual([
      ["payment", payment.id, client],
      ["subscription", sub?.id, client],
    ]);
    await database.db
      .update(users)
      .set({ displayName: "Tharindu Bandara" })
      .where(eq(users.id, user?.id ?? ""));
    const named = { ...client, name: "Tharindu Bandara" };
    expect(await rowsOf()).toEqual([
      ["payment", payment.id, named],
      ["subscription", sub?.id, named],
    ]);
  });

  it("downloads the filtered list as CSV, for admins only", async () => {
    const { payment, orderId } = await paidOrder();
    await post("FLD-ADMIN", refund(payment.id, "1000"));
    const csv = async (who: string, search: string) => {
      const req = new Request(`http://localhost:3000/dashboard/export/billing.csv?${search}`, {
        headers: { Cookie: cookies[who] ?? "" },
      });
      try {
        const result = await callRoute(exportLoader, req, context(), { dataset: "billing.csv" });
        return { status: result.status, text: (await result.response?.text()) ?? "" };
      } catch (thrown) {
        if (!(thrown instanceof Response)) throw thrown;
        return { status: thrown.status, text: "" };
      }
    };
    const { status, text } = await csv("FLD-ADMIN", "kind=payment&status=partly_refunded");
    expect(status).toBe(200);
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "kind,created_at,client_desk_id,client,email,plan,status,amount,currency,refunded,order_id,payhere_id,next_billing_date",
    );
    const line = lines.find((l) => l.includes(payment.paymentId)) ?? "";
    expect(line).toMatch(
      new RegExp(
        `^payment,\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\+05:30,FLD-[^,]+,Kandy Crafts \\d+,admin-billing-\\d+-\\w+@example.lk,Growth .+,partly_refunded,50000.00,LKR,1000.00,${orderId},${payment.paymentId},$`,
      ),
    );
    expect(lines.slice(1).every((l) => l.startsWith("payment,") && l.includes(",partly_refunded,"))).toBe(true);
    expect((await csv("FLD-CLNT1", "")).status).toBe(403);
  });
});

describe("the nightly reconciliation", () => {
  let night = Date.parse("2026-11-25T00:00:00Z");
  /** Each run is a later night by the job's clock (a run claims its night: a second that night skips). */
  const run = async () => {
    night += 24 * 60 * 60 * 1000;
    return reconcilePayments(database.db, serverEnv(), api(), new Date(night));
  };

  it("records a first payment and an installment whose notifies were dropped, once", async () => {
    // A checkout paid at the gateway whose notify never came: the order is still pending here.
    const { form } = await checkout();
    const orderId = form.fields.order_id ?? "";
    const firstId = sandboxPaymentId();
    const card = { method: "VISA", holder: "Kandy Crafts", number: "4916********1292" };
    const sandboxSub = await recordCheckoutCharge(database.db, {
      order: form.fields as never,
      card,
      paymentId: firstId,
      paid: true,
      nextDate: "2026-12-24",
    });
    // And an earlier order's installment charged without its notify.
    const earlier = await paidOrder();
    const [appSub] = await database.db
      .select()
      .from(subscriptions)
      .innerJoin(checkoutSessions, eq(checkoutSessions.userId, subscriptions.userId))
      .where(eq(checkoutSessions.orderId, earlier.orderId));
    const installmentId = sandboxPaymentId();
    const charged = await chargeSandboxInstallment(database.db, {
      subscriptionId: appSub?.subscriptions.gatewaySubscriptionId ?? "",
      paymentId: installmentId,
      retry: false,
      succeed: true,
      at: new Date("2026-12-24T12:00:00+05:30"),
    });
    expect(charged.ok).toBe(true);

    const report = await run();
    expect(report?.recorded.map((r) => r.paymentId).sort()).toEqual([firstId, installmentId].sort());
    const recorded = await database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(recorded.map((p) => [p.paymentId, p.statusCode])).toEqual([[firstId, "2"]]);
    const [order] = await database.db.select().from(checkoutSessions).where(eq(checkoutSessions.orderId, orderId));
    expect(order?.status).toBe("paid");
    const [opened] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, order?.userId ?? ""));
    expect(opened).toMatchObject({ status: "active", gatewaySubscriptionId: sandboxSub?.id });
    const [after] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, appSub?.subscriptions.id ?? ""));
    // Our rule from the installment as recorded (PayHere's 2027-01-24 is compared with it and logged).
    const [installment] = await database.db.select().from(payments).where(eq(payments.paymentId, installmentId));
    expect(installment).toBeDefined();
    expect(after?.nextBillingDate).toBe(billingPeriod(installment?.createdAt ?? "", "monthly").nextCharge);

    // The same night again: skipped; the next night: nothing new.
    expect(await reconcilePayments(database.db, serverEnv(), api(), new Date(night))).toBeNull();
    const second = await run();
    expect(second?.recorded).toEqual([]);
    expect(second?.problems).toEqual([]);
    expect(await database.db.select().from(payments).where(eq(payments.paymentId, firstId))).toHaveLength(1);
    expect((await database.db.select().from(jobRuns)).map((j) => j.name)).toEqual(["payment-reconciliation"]);
  });

  it("runs once a night when two processes start it at once", async () => {
    night += 24 * 60 * 60 * 1000;
    const at = new Date(night);
    const runs = await Promise.all([
      reconcilePayments(database.db, serverEnv(), api(), at),
      reconcilePayments(database.db, serverEnv(), api(), at),
    ]);
    expect(runs.filter((r) => r === null)).toHaveLength(1);
    const [last] = await database.db.select().from(jobRuns);
    expect(last?.ranAt.getTime()).toBe(night);
  });
});
