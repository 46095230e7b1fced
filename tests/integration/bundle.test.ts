import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkoutSessions, outbox, planChangeRefunds, refunds, subscriptions } from "#db/schema";
import { merchantApi } from "~/features/billing/payhere/merchant-api.server";
import { runPlanChangeRefunds } from "~/features/billing/plan-changes/plan-change-refund-job.server";
import { runDueCancellations } from "~/features/billing/subscriptions/cancellation.server";
import { subscriptionActions } from "~/lib/portal-areas";
import { paidGrowthClient, payAtSandbox } from "../setup/checkout";
import { setUpAppWithMail } from "../setup/hooks";
import { testEngine } from "../setup/test-db";

// The bundle (one social plan with one SEO plan, 10% off, on a 12-month commitment) bought from the Billing tab as
// a plan change, on the built app and the sandbox gateway's pages and merchant API over HTTP.
const { database, server, serverEnv } = setUpAppWithMail();
const api = () => merchantApi(serverEnv());

/** Calendar-day arithmetic of the test's own (not the app's): YYYY-MM-DD, Sri Lankan days. */
const DAY_MS = 24 * 60 * 60 * 1000;
const today = () => new Date(Date.now() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
function addMonths(day: string, months: number) {
  const [y = 0, m = 1, d = 1] = day.split("-").map(Number);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}
const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });

let orders = 0;
/** A Growth order paid on the sandbox's page 10 days ago: a change today refunds the rest of the month. */
const paidClient = () =>
  paidGrowthClient(database.db, serverEnv(), server.url, {
    email: `bundle-${++orders}-${testEngine()}@example.lk`,
    paidOn: addDays(today(), -10),
  });

type Answer = { ok: boolean; message: string; orderId?: string; gateway?: { fields: Record<string, string> } };

/** A Billing tab form posted as its fetcher posts it. */
async function post(cookie: string, fields: Record<string, string>) {
  const res = await fetch(`${server.url}${subscriptionActions}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: server.url, Accept: "application/json" },
    body: new URLSearchParams(fields),
  });
  return { status: res.status, body: (await res.json()) as Answer };
}

// Growth LKR 50,000 + Accelerate LKR 55,000, less 10%: written out, not computed by the app's code.
const GROWTH_ACCELERATE = "94500.00";
const bundleChange = (subscription: string) => ({
  intent: "change-plan",
  subscription,
  plan: "Growth + Accelerate",
  cycle: "monthly",
  amount: GROWTH_ACCELERATE,
});

const subscriptionsOf = (userId: string) =>
  database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(subscriptions.createdAt);

describe("buying the bundle from the Billing tab", () => {
  it("records one subscription at the bundle's amount and retires the old plan like any plan change", async () => {
    const { email, userId, cookie, sub } = await paidClient();
    const answer = await post(cookie, bundleChange(sub.id));
    expect(answer.status).toBe(200);
    const commitmentEnd = longDate(addDays(addMonths(today(), 12), -1));
    expect(answer.body.message).toMatch(
      /^Pay LKR 94,500 to start your Growth \+ Accelerate bundle, and LKR [\d,.]+ for/,
    );
    expect(answer.body.message).toContain(`Your bundle runs to ${commitmentEnd}, the end of its 12-month commitment.`);
    const fields = answer.body.gateway?.fields ?? {};
    expect([fields.amount, fields.recurrence, fields.items]).toEqual([
      GROWTH_ACCELERATE,
      "1 Month",
      "Growth + Accelerate Social Media + SEO Plan (monthly)",
    ]);
    expect((await payAtSandbox(server.url, fields)).status).toBe(302);

    const [old, next] = await subscriptionsOf(userId);
    expect(await subscriptionsOf(userId)).toHaveLength(2);
    expect(next).toMatchObject({
      plan: "Growth + Accelerate",
      service: "Social Media + SEO",
      amount: GROWTH_ACCELERATE,
      cycle: "monthly",
      status: "active",
      cancelRequestedAt: null,
    });
    expect(old).toMatchObject({ id: sub.id, serviceEndsOn: today() });
    const [changed] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.subject, "Plan changed: Growth + Accelerate (Social Media + SEO)")));
    expect(changed?.text).toContain("We refund LKR");
    expect(changed?.text).toContain(`Your bundle runs to ${commitmentEnd}, the end of its 12-month commitment`);

    // The old plan's unused days are refunded and the old plan cancelled at the gateway, by the same jobs.
    const orderId = answer.body.orderId ?? "";
    const [owed] = await database.db.select().from(planChangeRefunds).where(eq(planChangeRefunds.orderId, orderId));
    expect(owed?.status).toBe("owed");
    expect(await runPlanChangeRefunds(database.db, serverEnv(), api(), new Date())).toBe(1);
    const made = await database.db
      .select()
      .from(refunds)
      .where(eq(refunds.idempotencyKey, `plan-change:${orderId}`));
    expect(made.map((r) => [r.amount, r.status])).toEqual([[owed?.amount, "done"]]);
    expect(await runDueCancellations(database.db, serverEnv(), api(), new Date())).toBe(1);
    const [cancelled, running] = await subscriptionsOf(userId);
    expect(cancelled?.cancelledAt).not.toBeNull();
    expect(running?.cancelledAt).toBeNull();

    // In its commitment the bundle changes to another bundle only: a single plan would end it early.
    const single = await post(cookie, { ...bundleChange(running?.id ?? ""), plan: "Scale", amount: "80000.00" });
    expect(single.status).toBe(409);
    expect(single.body.message).toBe(
      `Your bundle runs to ${commitmentEnd}, the end of its 12-month commitment: until then it can change to another bundle only.`,
    );
    const other = { ...bundleChange(running?.id ?? ""), plan: "Scale + Dominate", amount: "153000.00" };
    expect((await post(cookie, other)).status).toBe(200);
  });

  it("refuses a forged bundle, an annual bundle and an amount that is not the bundle's", async () => {
    const { cookie, sub } = await paidClient();
    const cases: [Record<string, string>, string][] = [
      [{ plan: "Growth + Scale" }, "A bundle is one social media plan with one SEO plan."],
      [{ plan: "Essential + Dominate" }, "A bundle is one social media plan with one SEO plan."],
      [{ plan: "Growth + Platinum" }, "A bundle is one social media plan with one SEO plan."],
      [{ cycle: "annual" }, "A bundle is billed monthly."],
      // The two prices without the discount, and a price made up.
      [{ amount: "105000.00" }, "The price shown is out of date."],
      [{ amount: "1.00" }, "The price shown is out of date."],
    ];
    for (const [forged, message] of cases) {
      const answer = await post(cookie, { ...bundleChange(sub.id), ...forged });
      expect(answer.status, JSON.stringify(forged)).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    expect(
      await database.db.select().from(checkoutSessions).where(eq(checkoutSessions.replacesSubscriptionId, sub.id)),
    ).toHaveLength(0);
  });

  it("a bundle cancelled in its second month runs to the end of its commitment", async () => {
    const { userId, cookie, sub } = await paidClient();
    const answer = await post(cookie, bundleChange(sub.id));
    expect((await payAtSandbox(server.url, answer.body.gateway?.fields ?? {})).status).toBe(302);
    const [, bundle] = await subscriptionsOf(userId);
    if (!bundle) throw new Error("the bundle should have started");
    // Started 40 days ago, next charged 20 days from now.
    const started = addDays(today(), -40);
    await database.db
      .update(subscriptions)
      .set({ createdAt: new Date(`${started}T06:30:00Z`), nextBillingDate: addMonths(started, 2) })
      .where(eq(subscriptions.id, bundle.id));
    const cancel = await post(cookie, { intent: "cancel", subscription: bundle.id });
    expect(cancel.status).toBe(200);
    const end = addDays(addMonths(started, 12), -1);
    expect(cancel.body.message).toContain(`runs until ${longDate(end)}`);
    // The cancellation job leaves it running until then (and carries out the old plan's, due today).
    await runDueCancellations(database.db, serverEnv(), api(), new Date());
    const [scheduled] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, bundle.id));
    expect(scheduled).toMatchObject({ serviceEndsOn: end, cancelledAt: null });
  });
});
