import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, checkoutSessions, payments, subscriptions } from "#db/schema";
import { merchantApi } from "~/features/billing/payhere/merchant-api.server";
import { formatAmount } from "~/features/billing/payhere/payhere.server";
import { runDueCancellations } from "~/features/billing/subscriptions/cancellation.server";
import { colomboDay } from "~/features/billing/subscriptions/notice";
import { findPlan } from "~/features/plans/catalogue";
import { cycleAmount } from "~/features/plans/cycles";
import { subscriptionActions } from "~/lib/portal-areas";
import { paidGrowthClient } from "../setup/checkout";
import { setUpAppWithMail, setUpSignedInUsers } from "../setup/hooks";
import { eventually } from "../setup/smtp";
import { testEngine } from "../setup/test-db";

// A client's plan change on the built app, paid on the sandbox gateway's page: the old subscription is cancelled
// through the sandbox's merchant API by the cancellation job, run here with the test's time.
const { database, server, serverEnv, mail } = setUpAppWithMail();
const signedIn = setUpSignedInUsers(database);
const api = () => merchantApi(serverEnv());

let orders = 0;
/** A Growth order paid on the sandbox's page: the client's account, its session and its subscription. */
const paidClient = () =>
  paidGrowthClient(database.db, serverEnv(), server.url, {
    email: `plan-change-${++orders}-${testEngine()}@example.lk`,
  });

type Answer = { ok: boolean; message: string; orderId?: string; gateway?: { fields: Record<string, string> } };

/** The Billing page's change-plan form, posted as a script posts it (asking for JSON). */
async function change(cookie: string, fields: Record<string, string>) {
  const res = await fetch(`${server.url}${subscriptionActions}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: server.url, Accept: "application/json" },
    body: new URLSearchParams({ intent: "change-plan", ...fields }),
  });
  return { status: res.status, body: (await res.json()) as Answer };
}

/** What the catalogue charges for a plan and cycle in LKR, as the tab shows it. */
function catalogueAmount(name: string, cycle: "monthly" | "annual") {
  const plan = findPlan(name);
  if (!plan) throw new Error(`no ${name} plan`);
  return formatAmount(cycleAmount(plan.price, cycle, "LKR"));
}

async function pay(fields: Record<string, string>) {
  const res = await fetch(`${server.url}/sandbox-gateway/pay`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({
      ...fields,
      intent: "pay",
      cardNumber: "4916217501611292",
      expiry: "12/30",
      cvv: "123",
    }),
  });
  expect(res.status).toBe(302);
}

async function gatewayStatus(gatewayId: string) {
  const list = await api()?.listSubscriptions();
  if (!list?.ok) throw new Error("the sandbox should list its subscriptions");
  return list.value.find((s) => s.subscription_id === gatewayId)?.status;
}

const subscriptionsOf = (userId: string) =>
  database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(subscriptions.createdAt);

const mailsTo = (email: string, subject: string) =>
  mail()
    .withSubject(subject)
    .filter((m) => m.to.includes(email));

describe("changing plan", () => {
  it("charges the catalogue's amount in a new checkout, and its first payment cancels the old plan once", async () => {
    const { email, userId, cookie, sub } = await paidClient();
    const fields = { subscription: sub.id, plan: "Scale", cycle: "annual", amount: catalogueAmount("Scale", "annual") };
    const [first, second] = await Promise.all([change(cookie, fields), change(cookie, fields)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    // A double submit: one order in flight, answered twice.
    expect(first.body.orderId).toBe(second.body.orderId);
    const orders = await database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.replacesSubscriptionId, sub.id));
    expect(orders).toHaveLength(1);
    expect(orders[0]?.userId).toBe(userId);
    expect(first.body.gateway?.fields.amount).toBe(catalogueAmount("Scale", "annual"));
    expect(first.body.gateway?.fields.recurrence).toBe("1 Year");
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "subscription-plan-changed"), eq(auditLog.targetId, sub.id)));
    expect(audit).toHaveLength(1);

    await pay(first.body.gateway?.fields ?? {});
    const [old, next] = await subscriptionsOf(userId);
    expect(next?.plan).toBe("Scale");
    expect(next?.cycle).toBe("annual");
    expect(next?.status).toBe("active");
    expect(old?.id).toBe(sub.id);
    expect(old?.serviceEndsOn).toBe(colomboDay(old?.cancelRequestedAt ?? new Date(0)));
    await eventually(() => (mailsTo(email, "Plan changed: Scale Social Media").length === 1 ? true : null));

    // The notify replayed: recorded once, nothing scheduled again.
    const [payment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orders[0]?.orderId ?? ""));
    const replay = await fetch(first.body.gateway?.fields.notify_url ?? "", {
      method: "POST",
      body: new URLSearchParams(payment?.raw as Record<string, string>),
    });
    expect(replay.status).toBe(200);
    const [oldAgain] = await subscriptionsOf(userId);
    expect(oldAgain?.cancelRequestedAt).toEqual(old?.cancelRequestedAt);
    expect(await subscriptionsOf(userId)).toHaveLength(2);

    // The cancellation job carries it out through the merchant API, once; the new plan keeps running.
    expect(await runDueCancellations(database.db, serverEnv(), api(), new Date())).toBe(1);
    expect(await runDueCancellations(database.db, serverEnv(), api(), new Date())).toBe(0);
    expect(await gatewayStatus(sub.gatewaySubscriptionId ?? "")).toBe("CANCELLED");
    expect(await gatewayStatus(next?.gatewaySubscriptionId ?? "")).toBe("ACTIVE");
    const cancelled = await database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.cancelledAt)));
    expect(cancelled.map((s) => s.plan)).toEqual(["Scale"]);
  });

  it("keeps the plan and changes the cycle: the old order's last notifies do not touch the new subscription", async () => {
    const { userId, cookie, sub } = await paidClient();
    const fields = {
      subscription: sub.id,
      plan: "Growth",
      cycle: "annual",
      amount: catalogueAmount("Growth", "annual"),
    };
    const answer = await change(cookie, fields);
    expect(answer.status).toBe(200);
    await pay(answer.body.gateway?.fields ?? {});
    expect(await runDueCancellations(database.db, serverEnv(), api(), new Date())).toBe(1);
    const [old, next] = await subscriptionsOf(userId);
    expect(old?.cancelledAt).not.toBeNull();
    expect([next?.cycle, next?.status, next?.cancelRequestedAt]).toEqual(["annual", "active", null]);
    expect(await gatewayStatus(next?.gatewaySubscriptionId ?? "")).toBe("ACTIVE");
  });

  it("refuses another client's subscription, staff, and a forged plan, cycle or amount", async () => {
    const { cookie, sub } = await paidClient();
    const good = { subscription: sub.id, plan: "Scale", cycle: "monthly", amount: catalogueAmount("Scale", "monthly") };
    expect((await change(signedIn.cookies["FLD-CLNT2"] ?? "", good)).status).toBe(404);
    expect((await change(signedIn.cookies["FLD-FRLN1"] ?? "", good)).status).toBe(403);
    expect((await change(signedIn.cookies["FLD-ADMIN"] ?? "", good)).status).toBe(403);
    for (const forged of [
      { plan: "Platinum" },
      { cycle: "weekly" },
      { amount: "1.00" },
      { amount: catalogueAmount("Scale", "annual") },
      { subscription: "not-an-id" },
    ]) {
      const answer = await change(cookie, { ...good, ...forged });
      expect(answer.status, JSON.stringify(forged)).toBe(400);
      expect(answer.body.ok).toBe(false);
    }
    const growth = { ...good, plan: "Growth", amount: catalogueAmount("Growth", "monthly") };
    expect((await change(cookie, growth)).status).toBe(409);
    expect(
      await database.db.select().from(checkoutSessions).where(eq(checkoutSessions.replacesSubscriptionId, sub.id)),
    ).toHaveLength(0);
  });
});

/** The page's `<form>`s that post, each with its address and hidden fields, as the server rendered them. */
function formsOf(html: string) {
  return [...html.matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/g)].flatMap(([, attributes = "", inner = ""]) => {
    const action = /action="([^"]*)"/.exec(attributes)?.[1];
    if (!/method="post"/i.test(attributes) || !action) return [];
    const fields = Object.fromEntries(
      [...inner.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(([, n = "", v = ""]) => [n, v]),
    );
    return [{ action: action.replaceAll("&amp;", "&"), fields }];
  });
}

/** A form posted as a browser without JavaScript posts it: a page is asked for, a redirect is not followed. */
const postAsPage = (action: string, cookie: string, fields: Record<string, string>) =>
  fetch(new URL(action, server.url), {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: server.url, Accept: "text/html,application/xhtml+xml" },
    body: new URLSearchParams(fields),
  });

describe("the Billing page's forms, posted as pages", () => {
  it("a plan change answers the payment page; a refusal is said in plain words; a cancellation returns to Billing", async () => {
    const { cookie, sub } = await paidClient();
    const page = await fetch(`${server.url}/dashboard/billing`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    const forms = formsOf(await page.text());
    const scale = forms.find((f) => f.fields.intent === "change-plan" && f.fields.plan === "Scale");
    expect(scale?.fields).toMatchObject({ subscription: sub.id, cycle: "monthly" });
    const answer = await postAsPage(scale?.action ?? "", cookie, scale?.fields ?? {});
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/html");
    const payPage = await answer.text();
    // The pay page itself (not the Billing page around the answer): the signed form to the gateway, and its button.
    expect(payPage).toContain("<title>Change plan · Fli DESK</title>");
    const [toGateway, ...others] = formsOf(payPage);
    expect(others).toEqual([]);
    expect(new URL(toGateway?.action ?? "", server.url).pathname).toBe("/sandbox-gateway/pay");
    expect(toGateway?.fields).toMatchObject({ amount: catalogueAmount("Scale", "monthly"), recurrence: "1 Month" });
    expect(toGateway?.fields.hash).toMatch(/^[0-9A-F]{32}$/);
    expect(payPage).toContain('<button type="submit">Continue to payment</button>');

    // Another client posting the same form: refused in the feature's words, as plain text.
    const refused = await postAsPage(scale?.action ?? "", signedIn.cookies["FLD-CLNT2"] ?? "", scale?.fields ?? {});
    expect(refused.status).toBe(404);
    expect(refused.headers.get("content-type")).toContain("text/plain");
    expect(await refused.text()).toBe("Subscription not found.");

    // The confirm step's Cancel my plan: back to Billing, the cancellation scheduled.
    const confirm = await fetch(`${server.url}/dashboard/billing?confirm-cancel=${sub.id}`, {
      headers: { Cookie: cookie },
    });
    const cancel = formsOf(await confirm.text()).find((f) => f.fields.intent === "cancel");
    expect(cancel?.fields.subscription).toBe(sub.id);
    const cancelled = await postAsPage(cancel?.action ?? "", cookie, cancel?.fields ?? {});
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe("/dashboard/billing");
    const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row?.cancelRequestedAt).not.toBeNull();
  });
});
