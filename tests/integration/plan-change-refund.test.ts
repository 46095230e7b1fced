import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  billingDocuments,
  outbox,
  planChangeRefunds,
  refunds,
  sandboxPayments,
  sandboxRefunds,
} from "#db/schema";
import { sandboxAppCredentials } from "~/features/billing/payhere/gateway.server";
import { createMerchantApi, merchantApi } from "~/features/billing/payhere/merchant-api.server";
import { formatAmount } from "~/features/billing/payhere/payhere.server";
import { runPlanChangeRefunds } from "~/features/billing/plan-changes/plan-change-refund-job.server";
import { refundPayment } from "~/features/billing/refunds/refunds.server";
import { colomboDay } from "~/features/billing/subscriptions/notice";
import { paidGrowthClient, payAtSandbox, postPlanChange } from "../setup/checkout";
import { setUpAppWithMail } from "../setup/hooks";
import { freePort } from "../setup/scratch";
import { testEngine } from "../setup/test-db";

// A plan change refunds the old plan's unused days: the notify of the new plan's first payment writes the refund
// owed, and the billing job makes it through the sandbox gateway's merchant API over HTTP. The old plan's payment
// is moved back in time in the database to put the change in the middle or at the end of its period.
const { database, server, serverEnv } = setUpAppWithMail();
const api = () => merchantApi(serverEnv());

/** Calendar-day arithmetic of the test's own (not the app's): YYYY-MM-DD. */
const DAY_MS = 24 * 60 * 60 * 1000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const addDays = (day: string, days: number) => new Date(dayMs(day) + days * DAY_MS).toISOString().slice(0, 10);
function addMonths(day: string, months: number) {
  const [y = 0, m = 1, d = 1] = day.split("-").map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}
const daysBetween = (from: string, to: string) => Math.round((dayMs(to) - dayMs(from)) / DAY_MS);

/**
 * What the refund should be: the payment × the days from `today` (the new plan's first day) to the old period's
 * end (its next charge) / the period's days.
 */
function expectedRefund(paidCents: number, paidOn: string, periodEnd: string, today: string) {
  const unused = daysBetween(today, periodEnd);
  return Math.floor((paidCents * unused) / daysBetween(paidOn, periodEnd)) / 100;
}

const money = (amount: number) =>
  `LKR ${amount.toLocaleString("en-US", { minimumFractionDigits: amount % 1 === 0 ? 0 : 2 })}`;

let orders = 0;
/** A Growth order paid on the sandbox's page, its payment moved back to `paidOn` (noon in Sri Lanka). */
const paidClient = (cycle: "monthly" | "annual", paidOn: string) =>
  paidGrowthClient(database.db, serverEnv(), server.url, {
    email: `proration-${++orders}-${testEngine()}@example.lk`,
    cycle,
    paidOn,
  });

/** The Billing tab's change to `plan` and `cycle` at the catalogue's amount, then its payment on the sandbox. */
async function changeAndPay(cookie: string, subscription: string, plan: string, cycle: "monthly" | "annual") {
  const { status, answer } = await postPlanChange(server.url, cookie, { subscription, plan, cycle });
  expect(status).toBe(200);
  expect((await payAtSandbox(server.url, answer.gateway?.fields ?? {})).status).toBe(302);
  return { message: answer.message, orderId: answer.orderId ?? "" };
}

const owedFor = async (orderId: string) =>
  (await database.db.select().from(planChangeRefunds).where(eq(planChangeRefunds.orderId, orderId)))[0];
const refundsFor = (orderId: string) =>
  database.db
    .select()
    .from(refunds)
    .where(eq(refunds.idempotencyKey, `plan-change:${orderId}`));
const mailsTo = (email: string, subject: string) =>
  database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.subject, subject)));
const run = (merchant = api()) => runPlanChangeRefunds(database.db, serverEnv(), merchant, new Date());

describe("a plan change's refund of the unused days", () => {
  it("mid-period: shows the figure before paying, owes it in the notify, and the job refunds it once", async () => {
    const today = colomboDay(new Date());
    const paidOn = addDays(today, -10);
    const { email, cookie, sub, payment } = await paidClient("monthly", paidOn);
    const refund = expectedRefund(5_000_000, paidOn, addMonths(paidOn, 1), today);
    expect(refund).toBeGreaterThan(0);

    const { message, orderId } = await changeAndPay(cookie, sub.id, "Scale", "monthly");
    expect(message).toBe(
      `Pay LKR 80,000 to start your Scale plan, and ${money(refund)} for the unused days of your current plan is refunded.`,
    );
    // Owed in the notify's transaction; nothing asked of PayHere yet.
    expect(await owedFor(orderId)).toMatchObject({
      paymentId: payment.id,
      amount: formatAmount(refund),
      status: "owed",
      unusedDays: daysBetween(today, addMonths(paidOn, 1)),
    });
    expect(await refundsFor(orderId)).toHaveLength(0);
    const [changed] = await mailsTo(email, "Plan changed: Scale Social Media");
    expect(changed?.text).toContain(`We refund ${money(refund)} for its`);

    expect(await run()).toBe(1);
    expect(await owedFor(orderId)).toMatchObject({ status: "done", attempts: 0, claimedUntil: null });
    const [made] = await refundsFor(orderId);
    expect(made).toMatchObject({ paymentId: payment.id, amount: formatAmount(refund), status: "done", adminId: null });
    const [atGateway] = await database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, payment.paymentId));
    expect(atGateway).toMatchObject({ status: "PARTIALLY_REFUNDED", refunded: formatAmount(refund) });
    const notes = await database.db
      .select()
      .from(billingDocuments)
      .where(and(eq(billingDocuments.paymentId, payment.id), eq(billingDocuments.kind, "credit_note")));
    expect(notes.map((n) => n.amount)).toEqual([formatAmount(refund)]);
    expect(await mailsTo(email, `Refund issued: ${money(refund)}`)).toHaveLength(1);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payment-refunded"), eq(auditLog.targetId, payment.paymentId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBeNull();

    // Nothing more on later runs.
    expect(await run()).toBe(0);
    expect(await refundsFor(orderId)).toHaveLength(1);
  });

  it("on the day of the next charge: nothing is refunded or owed, and the mail says none", async () => {
    const today = colomboDay(new Date());
    // Paid a month before today: yesterday was the period's last day, today would be its next charge.
    const { email, cookie, sub } = await paidClient("monthly", addMonths(today, -1));
    const { message, orderId } = await changeAndPay(cookie, sub.id, "Scale", "monthly");
    expect(message).toBe("Pay LKR 80,000 to start your Scale plan.");
    expect(await owedFor(orderId)).toBeUndefined();
    const [changed] = await mailsTo(email, "Plan changed: Scale Social Media");
    expect(changed?.text).not.toContain("refund");
    expect(await run()).toBe(0);
    expect(await refundsFor(orderId)).toHaveLength(0);
  });

  it("annual to monthly: the annual payment is prorated over its year", async () => {
    const today = colomboDay(new Date());
    const paidOn = addDays(today, -100);
    const { cookie, sub, payment } = await paidClient("annual", paidOn);
    expect(payment.amount).toBe("540000.00");
    const refund = expectedRefund(54_000_000, paidOn, addMonths(paidOn, 12), today);
    const { message, orderId } = await changeAndPay(cookie, sub.id, "Growth", "monthly");
    expect(message).toBe(
      `Pay LKR 50,000 to start your Growth plan, and ${money(refund)} for the unused days of your current plan is refunded.`,
    );
    expect(await owedFor(orderId)).toMatchObject({
      amount: formatAmount(refund),
      periodDays: daysBetween(paidOn, addMonths(paidOn, 12)),
    });
    expect(await run()).toBe(1);
    expect((await refundsFor(orderId)).map((r) => r.amount)).toEqual([formatAmount(refund)]);
  });

  it("two runs at once (two processes, each its own API client) refund once", async () => {
    const today = colomboDay(new Date());
    const { email, cookie, sub, payment } = await paidClient("monthly", addDays(today, -5));
    const { orderId } = await changeAndPay(cookie, sub.id, "Launch", "monthly");
    const owed = await owedFor(orderId);
    const calls: string[] = [];
    const counted = () => {
      const { appId, appSecret } = sandboxAppCredentials(serverEnv());
      return createMerchantApi(
        { baseUrl: `${server.url}/sandbox-gateway`, appId, appSecret },
        {
          fetch: (input, init) => {
            calls.push(new URL(String(input)).pathname);
            return fetch(input, init);
          },
        },
      );
    };
    const runs = await Promise.all([run(counted()), run(counted())]);
    expect(runs.reduce<number>((sum, n) => sum + (n ?? 0), 0)).toBe(1);
    expect(calls.filter((path) => path.endsWith("/payment/refund"))).toHaveLength(1);
    expect(await refundsFor(orderId)).toHaveLength(1);
    const atGateway = await database.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentId, payment.paymentId));
    expect(atGateway.map((r) => r.amount)).toEqual([owed?.amount]);
    expect(await mailsTo(email, `Refund issued: ${money(Number(owed?.amount))}`)).toHaveLength(1);
  });

  it("refunds only what is left when an admin refunded most of the payment meanwhile", async () => {
    const today = colomboDay(new Date());
    const { cookie, sub, payment } = await paidClient("monthly", addDays(today, -10));
    const { orderId } = await changeAndPay(cookie, sub.id, "Scale", "monthly");
    const owed = await owedFor(orderId);
    expect(Number(owed?.amount)).toBeGreaterThan(5_000);
    // The admin gives back 45,000 of the 50,000 before the job runs: 5,000 is all that is left.
    const admin = { userId: null, flideskId: null, ip: "127.0.0.1" };
    const key = `admin-${orderId}-xxxxxxxxxxxx`;
    const byAdmin = await refundPayment(
      database.db,
      serverEnv(),
      api(),
      { paymentId: payment.id, amount: 45_000, reason: "Goodwill", key },
      admin,
    );
    expect(byAdmin.ok).toBe(true);
    expect(await run()).toBe(1);
    expect((await refundsFor(orderId)).map((r) => [r.amount, r.status])).toEqual([["5000.00", "done"]]);
    const [atGateway] = await database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, payment.paymentId));
    expect(atGateway).toMatchObject({ status: "REFUNDED", refunded: "50000.00" });
  });

  it("keeps the refund owed while PayHere cannot be reached, and makes it on the next run", async () => {
    const today = colomboDay(new Date());
    const { cookie, sub, payment } = await paidClient("monthly", addDays(today, -3));
    const { orderId } = await changeAndPay(cookie, sub.id, "Scale", "annual");
    const { appId, appSecret } = sandboxAppCredentials(serverEnv());
    const nowhere = createMerchantApi({ baseUrl: `http://127.0.0.1:${await freePort()}`, appId, appSecret });
    expect(await run(nowhere)).toBe(0);
    const kept = await owedFor(orderId);
    expect(kept).toMatchObject({ status: "owed", attempts: 1, claimedUntil: null });
    expect(kept?.lastError).toContain("could not be reached");
    expect(await refundsFor(orderId)).toHaveLength(0);
    const [untouched] = await database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, payment.paymentId));
    expect(untouched?.status).toBe("RECEIVED");

    expect(await run()).toBe(1);
    expect(await owedFor(orderId)).toMatchObject({ status: "done", attempts: 1, lastError: null });
    expect((await refundsFor(orderId)).map((r) => [r.amount, r.status])).toEqual([[kept?.amount, "done"]]);
    expect(await run()).toBe(0);
  });
});
