import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkoutSessions, outbox, payments, planChangeRefunds, subscriptions, users } from "#db/schema";
import { seedDemoData } from "#db/seed";
import { createSession } from "~/features/accounts/sign-in/session.server";
import { gateway } from "~/features/billing/payhere/gateway.server";
import { merchantApi } from "~/features/billing/payhere/merchant-api.server";
import { formatAmount, notifySignature } from "~/features/billing/payhere/payhere.server";
import { unusedRefund } from "~/features/billing/plan-changes/proration";
import { colomboDay } from "~/features/billing/subscriptions/notice";
import type { Db } from "~/lib/db.server";
import { formatDate } from "~/lib/format";
import { growthCheckout, payAtSandbox, postPlanChange } from "../setup/checkout";
import { setUpDatabase, setUpServer } from "../setup/hooks";
import { loadPortal } from "../setup/portal";
import { createTestDatabase, testContext, testEngine, testEnv } from "../setup/test-db";

// Issue 28: the Billing tab showed last payment 29 Oct, next charge 9 Dec and a plan-change refund of one day. The
// period, the next charge and the refund come from one rule (app/features/billing/subscriptions/period.ts), and the tab, the
// mails and the sandbox gateway's merchant API must say the same. The app's clock (JavaScript's Date only: timers
// and the database's own now() run on) is set to the days of the story; the payment's row, which the database
// dates, is moved to its day as in the other billing tests.
const database = setUpDatabase();
const server = setUpServer(database, () => ({}), undefined, { ownPublicUrl: true });
const serverEnv = () => testEnv({ PUBLIC_URL: server.url });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The app's clock at a moment (noon in Sri Lanka is 06:30 UTC). */
function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}

/** The test's own calendar arithmetic, not the app's: a month on, or that month's last day. */
function monthOn(day: string) {
  const [y = 0, m = 1, d = 1] = day.split("-").map(Number);
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
}

const money = (amount: number) =>
  `LKR ${amount.toLocaleString("en-US", { minimumFractionDigits: amount % 1 === 0 ? 0 : 2 })}`;

let clients = 0;
/** A client who bought Growth monthly at the sandbox gateway on `day` (the app's clock then), their payment dated so. */
async function clientPaidOn(db: Db, day: string) {
  const paidAt = `${day}T06:30:00Z`;
  clockAt(paidAt);
  const email = `period-${++clients}-${testEngine()}@example.lk`;
  const { form } = await growthCheckout(db, serverEnv(), email);
  expect((await payAtSandbox(server.url, form.fields)).status).toBe(302);
  const orderId = form.fields.order_id ?? "";
  await db
    .update(payments)
    .set({ createdAt: new Date(paidAt) })
    .where(eq(payments.orderId, orderId));
  const [order] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.orderId, orderId));
  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, order?.userId ?? ""));
  if (!order?.userId || !sub) throw new Error("the payment should have started a subscription");
  return { email, orderId, userId: order.userId, sub };
}

const cookieOf = async (db: Db, userId: string) =>
  (await createSession(db, userId, false, { userAgent: null, ip: "127.0.0.1" })).split(";")[0] ?? "";

type BillingData = {
  billing: {
    subscriptions: {
      id: string;
      nextBillingDate: string | null;
      period: { start: string; lastDay: string; nextCharge: string; days: number } | null;
      refundBasis: Parameters<typeof unusedRefund>[0] | null;
    }[];
    payments: { createdAt: Date }[];
  };
};

/** The Billing page's loader data (`/dashboard/billing`), as the portal answers it to the signed-in client. */
async function billingTab(db: { db: Db } & Parameters<typeof testContext>[0], cookie: string) {
  const { status, data, url } = await loadPortal("/dashboard/billing", cookie, testContext(db));
  expect(status).toBe(200);
  expect(url.pathname).toBe("/dashboard/billing");
  return (data as BillingData).billing;
}

/** The sandbox gateway's subscription of an order, as its merchant API lists it. */
async function gatewaySubscription(orderId: string) {
  const api = merchantApi(serverEnv());
  const listed = await api?.listSubscriptions();
  if (!listed?.ok) throw new Error("the sandbox's merchant API should answer");
  return listed.value.find((s) => s.order_id === orderId);
}

/** The Billing tab's change to Scale, monthly, at the catalogue's amount, then its payment on the sandbox. */
async function changeToScale(cookie: string, subscription: string) {
  const { status, answer } = await postPlanChange(server.url, cookie, { subscription, plan: "Scale" });
  expect(status).toBe(200);
  expect((await payAtSandbox(server.url, answer.gateway?.fields ?? {})).status).toBe(302);
  return { message: answer.message, orderId: answer.orderId ?? "" };
}

const mailTo = async (email: string, subject: string) =>
  (
    await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.subject, subject)))
  )[0];

describe("one rule for the period, the next charge and a plan change's refund", () => {
  it("paid 29 Oct, today 27 Nov: next charge 29 Nov everywhere, and a change refunds 2 of the period's 31 days", async () => {
    const { email, orderId, userId, sub } = await clientPaidOn(database.db, "2026-10-29");
    clockAt("2026-11-27T06:30:00Z");
    const cookie = await cookieOf(database.db, userId);

    // Worked out by hand: 29 Oct to 28 Nov is 31 days; on 27 Nov, 27 and 28 Nov are unused.
    const refund = Math.floor((5_000_000 * 2) / 31) / 100;
    expect(refund).toBe(3225.8);
    const [shown] = (await billingTab(database, cookie)).subscriptions;
    expect(shown?.nextBillingDate).toBe("2026-11-29");
    expect(shown?.refundBasis && unusedRefund(shown.refundBasis, "2026-11-27")).toEqual({
      amount: refund,
      unusedDays: 2,
      periodDays: 31,
    });
    expect(shown?.period).toEqual({ start: "2026-10-29", lastDay: "2026-11-28", nextCharge: "2026-11-29", days: 31 });
    const page = await (await fetch(`${server.url}/dashboard/billing`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain("LKR 50,000 on 29 Nov 2026");
    expect(page).toContain("29 Oct 2026 to 28 Nov 2026");
    expect(page).toContain(`and ${money(refund)} for the unused days of your current plan is refunded`);

    // The gateway's record of the subscription has the same next charge.
    expect((await gatewaySubscription(orderId))?.next_payment_date).toBe("2026-11-29");

    const change = await changeToScale(cookie, sub.id);
    expect(change.message).toBe(
      `Pay LKR 80,000 to start your Scale plan, and ${money(refund)} for the unused days of your current plan is refunded.`,
    );
    const [owed] = await database.db
      .select()
      .from(planChangeRefunds)
      .where(eq(planChangeRefunds.orderId, change.orderId));
    expect(owed).toMatchObject({ amount: formatAmount(refund), unusedDays: 2, periodDays: 31 });
    const changed = await mailTo(email, "Plan changed: Scale Social Media");
    expect(changed?.text).toContain("plan is cancelled today, so it is not charged again on 29 Nov 2026.");
    expect(changed?.text).toContain(`We refund ${money(refund)} for its 2 unused days`);
  });

  it("paid 31 Jan, today 26 Feb: the month ends on 28 Feb for the tab, the refund and the gateway alike", async () => {
    const { orderId, userId } = await clientPaidOn(database.db, "2027-01-31");
    clockAt("2027-02-26T06:30:00Z");
    const cookie = await cookieOf(database.db, userId);
    expect((await gatewaySubscription(orderId))?.next_payment_date).toBe("2027-02-28");
    const [shown] = (await billingTab(database, cookie)).subscriptions;
    expect(shown?.nextBillingDate).toBe("2027-02-28");
    expect(shown?.refundBasis && unusedRefund(shown.refundBasis, "2027-02-26").amount).toBe(
      Math.floor((5_000_000 * 2) / 28) / 100,
    );
    expect(shown?.period).toEqual({ start: "2027-01-31", lastDay: "2027-02-27", nextCharge: "2027-02-28", days: 28 });
  });

  it("a payment today: the receipt mail, the tab and the gateway give the same next charge, and nothing is logged", async () => {
    const warn = vi.spyOn(console, "warn");
    const today = colomboDay(new Date());
    const { form } = await growthCheckout(database.db, serverEnv(), `period-now-${testEngine()}@example.lk`);
    expect((await payAtSandbox(server.url, form.fields)).status).toBe(302);
    const orderId = form.fields.order_id ?? "";
    const [order] = await database.db.select().from(checkoutSessions).where(eq(checkoutSessions.orderId, orderId));
    const next = monthOn(today);
    const [shown] = (await billingTab(database, await cookieOf(database.db, order?.userId ?? ""))).subscriptions;
    expect(shown?.nextBillingDate).toBe(next);
    const [stored] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, order?.userId ?? ""));
    expect(stored?.nextBillingDate).toBe(next);
    expect((await gatewaySubscription(orderId))?.next_payment_date).toBe(next);
    const mails = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, order?.email ?? ""));
    const receipt = mails.find((mail) => mail.subject.startsWith("Payment received: receipt "));
    expect(receipt?.text).toContain(`your next charge is on ${formatDate(next)}`);
    expect(warn.mock.calls.some(([line]) => String(line).includes("Next charge disagreement"))).toBe(false);
  });
});

describe("PayHere's next payment date", () => {
  it("is compared with ours, not shown: a notify that disagrees is logged and our rule's date stands", async () => {
    const warn = vi.spyOn(console, "warn");
    const today = colomboDay(new Date());
    const { form } = await growthCheckout(database.db, serverEnv(), `period-theirs-${testEngine()}@example.lk`);
    expect((await payAtSandbox(server.url, form.fields)).status).toBe(302);
    const orderId = form.fields.order_id ?? "";
    const [order] = await database.db.select().from(checkoutSessions).where(eq(checkoutSessions.orderId, orderId));
    const [sub] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, order?.userId ?? ""));
    const gw = gateway(serverEnv());
    if (gw.kind === "none") throw new Error("the test server has the sandbox gateway");
    // An installment today whose notify says PayHere charges next in 2031.
    const fields = {
      merchant_id: gw.merchantId,
      order_id: orderId,
      payment_id: `P${Date.now()}`,
      payhere_amount: "50000.00",
      payhere_currency: "LKR",
      status_code: "2",
      method: "VISA",
      message_type: "RECURRING_INSTALLMENT_SUCCESS",
      subscription_id: sub?.gatewaySubscriptionId ?? "",
      item_rec_date_next: "2031-01-15",
      // The order's own terms, as PayHere's recurring notifies carry them (a charge on other terms is given back).
      item_recurrence: "1 Month",
      item_duration: "Forever",
    };
    const res = await fetch(`${server.url}/api/payments/notify`, {
      method: "POST",
      body: new URLSearchParams({ ...fields, md5sig: notifySignature(fields, gw.secret) }),
    });
    expect(res.status).toBe(200);
    const [after] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, sub?.id ?? ""));
    expect(after?.nextBillingDate).toBe(monthOn(today));
    const [shown] = (await billingTab(database, await cookieOf(database.db, order?.userId ?? ""))).subscriptions;
    expect(shown?.nextBillingDate).toBe(monthOn(today));
    const logged = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes("PayHere says"));
    expect(logged).toEqual([
      `Next charge disagreement on order ${orderId}, payment ${fields.payment_id}: PayHere says 2031-01-15, our rule ${monthOn(today)} (paid ${today}, monthly). Showing ${monthOn(today)}.`,
    ]);
  });
});

describe("the demo data", () => {
  it("seeded on 27 Nov 2026: the last payment opens the period, its next charge and a change's refund agree", async () => {
    const demo = await createTestDatabase();
    try {
      clockAt("2026-11-27T06:30:00Z");
      await seedDemoData(demo.db);
      const [client] = await demo.db.select().from(users).where(eq(users.flideskId, "FLD-CLNT1"));
      const tab = await billingTab(demo, await cookieOf(demo.db, client?.id ?? ""));
      // By hand: first paid 119 days ago, 31 Jul, then 31 Aug, 30 Sep (no 31st) and 30 Oct; next 30 Nov.
      const [shown] = tab.subscriptions;
      expect(shown?.nextBillingDate).toBe("2026-11-30");
      // 27, 28 and 29 Nov of 31 days.
      expect(shown?.refundBasis && unusedRefund(shown.refundBasis, "2026-11-27")).toEqual({
        amount: Math.floor((5_000_000 * 3) / 31) / 100,
        unusedDays: 3,
        periodDays: 31,
      });
      expect(tab.payments.map((p) => colomboDay(new Date(p.createdAt)))).toEqual([
        "2026-10-30",
        "2026-09-30",
        "2026-08-31",
        "2026-07-31",
      ]);
      expect(shown?.period).toMatchObject({ start: "2026-10-30", nextCharge: "2026-11-30", days: 31 });
    } finally {
      vi.useRealTimers();
      await demo.close();
    }
  });
});
