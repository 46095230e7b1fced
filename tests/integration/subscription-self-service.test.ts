import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, subscriptions, users } from "#db/schema";
import { subscriptionAnswers } from "~/features/billing/answers.server";
import { sandboxAppCredentials } from "~/features/billing/payhere/gateway.server";
import { createMerchantApi, merchantApi } from "~/features/billing/payhere/merchant-api.server";
import { runDueCancellations } from "~/features/billing/subscriptions/cancellation.server";
import { runDunning } from "~/features/billing/subscriptions/dunning.server";
import { serviceEndDay } from "~/features/billing/subscriptions/notice";
import { retryPayment } from "~/features/billing/subscriptions/retry.server";
import { subscriptionActions } from "~/lib/portal-areas";
import { loadPortalTexts } from "~/lib/portal-texts";
import { paidGrowthClient, sandboxInstallment } from "../setup/checkout";
import { setUpAppWithMail, setUpSignedInUsers } from "../setup/hooks";
import { freePort } from "../setup/scratch";
import { eventually, mailText, readableText, subjectOf } from "../setup/smtp";
import { testEngine } from "../setup/test-db";

// The client's own subscription actions on the built app, against the sandbox gateway's merchant API over HTTP:
// the subscriptions come from payments made on the sandbox's payment page; the jobs run here with the test's time.
const { database, server, serverEnv, mail } = setUpAppWithMail();
const signedIn = setUpSignedInUsers(database);
const api = () => merchantApi(serverEnv());

const DAY_MS = 24 * 60 * 60_000;
/** Noon in Sri Lanka on a calendar day (YYYY-MM-DD). */
const noonOn = (day: string) => new Date(`${day}T06:30:00Z`);

let orders = 0;
/** A Growth order paid on the sandbox's page: the client's account, its session and its subscription. */
const paidClient = () =>
  paidGrowthClient(database.db, serverEnv(), server.url, {
    email: `self-service-${++orders}-${testEngine()}@example.lk`,
  });

async function subscriptionOf(userId: string) {
  const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row?.gatewaySubscriptionId) throw new Error("the payment should have started a subscription");
  return row;
}

/** The Billing tab's form, posted as its fetcher posts it. */
async function act(cookie: string, intent: string, subscription: string) {
  const res = await fetch(`${server.url}${subscriptionActions}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: server.url, Accept: "application/json" },
    body: new URLSearchParams({ intent, subscription }),
  });
  return { status: res.status, body: (await res.json()) as { ok: boolean; message: string } };
}

async function gatewayStatus(gatewayId: string) {
  const list = await api()?.listSubscriptions();
  if (!list?.ok) throw new Error("the sandbox should list its subscriptions");
  return list.value.find((s) => s.subscription_id === gatewayId)?.status;
}

const auditRows = (action: string, id: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action as "subscription-cancelled"), eq(auditLog.targetId, id)));

const mailsTo = (email: string, subject: string) =>
  mail()
    .withSubject(subject)
    .filter((m) => m.to.includes(email));

describe("cancelling with notice", () => {
  it("keeps the plan to the end of the notice, then the job cancels it once through the gateway", async () => {
    const { email, cookie, sub } = await paidClient();
    const [first, second] = await Promise.all([act(cookie, "cancel", sub.id), act(cookie, "cancel", sub.id)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const scheduled = await subscriptionOf(sub.userId);
    expect(scheduled.serviceEndsOn).toBe(serviceEndDay(scheduled.cancelRequestedAt ?? new Date(), sub.nextBillingDate));
    expect(first.body.message).toBe(second.body.message);
    expect(await auditRows("subscription-cancel-scheduled", sub.id)).toHaveLength(1);
    const end = scheduled.serviceEndsOn ?? "";

    expect(await runDueCancellations(database.db, serverEnv(), api(), new Date(noonOn(end).getTime() - DAY_MS))).toBe(
      0,
    );
    expect(await gatewayStatus(sub.gatewaySubscriptionId ?? "")).toBe("ACTIVE");
    expect((await subscriptionOf(sub.userId)).status).toBe("active");

    // Two processes on the day (each with its own API client): the gateway is called once, the plan cancelled once.
    const calls: string[] = [];
    const counted = () => {
      const { appId, appSecret } = sandboxAppCredentials(serverEnv());
      const baseUrl = `${server.url}/sandbox-gateway`;
      return createMerchantApi(
        { baseUrl, appId, appSecret },
        {
          fetch: (input, init) => {
            calls.push(new URL(String(input)).pathname);
            return fetch(input, init);
          },
        },
      );
    };
    const runs = await Promise.all([
      runDueCancellations(database.db, serverEnv(), counted(), noonOn(end)),
      runDueCancellations(database.db, serverEnv(), counted(), noonOn(end)),
    ]);
    expect(calls.filter((path) => path.endsWith("/subscription/cancel"))).toHaveLength(1);
    expect(runs.reduce<number>((sum, n) => sum + (n ?? 0), 0)).toBe(1);
    expect(await gatewayStatus(sub.gatewaySubscriptionId ?? "")).toBe("CANCELLED");
    expect(await subscriptionOf(sub.userId)).toMatchObject({ status: "cancelled", cancelAttempts: 0 });
    expect(await runDueCancellations(database.db, serverEnv(), api(), noonOn(end))).toBe(0);
    expect(await auditRows("subscription-cancelled", sub.id)).toHaveLength(1);

    const [mail] = await eventually(() =>
      mailsTo(email, "Subscription cancelled: Growth Social Media").length
        ? mailsTo(email, "Subscription cancelled: Growth Social Media")
        : null,
    );
    expect(readableText(mail ?? { from: "", to: [], body: "" })).toContain(`${server.url}/dashboard/billing`);
    expect(mailsTo(email, "Cancellation scheduled: Growth Social Media")).toHaveLength(1);
    // Too late to undo, and cancelling again is refused.
    expect((await act(cookie, "undo-cancel", sub.id)).status).toBe(409);
    expect((await act(cookie, "cancel", sub.id)).status).toBe(409);
  });

  it("can be undone before it takes effect: the job then leaves the plan running", async () => {
    const { cookie, sub } = await paidClient();
    expect((await act(cookie, "cancel", sub.id)).status).toBe(200);
    const end = (await subscriptionOf(sub.userId)).serviceEndsOn ?? "";
    const undone = await act(cookie, "undo-cancel", sub.id);
    expect(undone).toEqual({ status: 200, body: { ok: true, message: "Cancellation undone: your plan goes on." } });
    expect((await act(cookie, "undo-cancel", sub.id)).status).toBe(200);
    expect(await runDueCancellations(database.db, serverEnv(), api(), noonOn(end))).toBe(0);
    expect(await gatewayStatus(sub.gatewaySubscriptionId ?? "")).toBe("ACTIVE");
    expect(await subscriptionOf(sub.userId)).toMatchObject({ status: "active", cancelRequestedAt: null });
    expect(await auditRows("subscription-cancel-undone", sub.id)).toHaveLength(1);
  });

  it("answers a client who chose Sinhala in Sinhala: the cancellation, its undoing and the refusals", async () => {
    const { cookie, sub } = await paidClient();
    await database.db.update(users).set({ locale: "si" }).where(eq(users.id, sub.userId));
    const scheduled = await act(cookie, "cancel", sub.id);
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.message).toMatch(/^අවලංගු කිරීම සැලසුම් කළා: ඔබේ සැලසුම .+ දක්වා ක්‍රියාත්මක වී/);
    expect(await act(cookie, "undo-cancel", sub.id)).toEqual({
      status: 200,
      body: { ok: true, message: "අවලංගු කිරීම ආපසු හැරෙව්වා: ඔබේ සැලසුම දිගටම පවතී." },
    });
    expect((await act(cookie, "undo-cancel", sub.id)).body.message).toBe(
      "කිසිදු අවලංගු කිරීමක් සැලසුම් කර නැත: ඔබේ සැලසුම දිගටම පවතී.",
    );
    expect(await act(cookie, "retry", sub.id)).toEqual({
      status: 409,
      body: { ok: false, message: "මෙම දායකත්වයේ නැවත උත්සාහ කිරීමට අසාර්ථක ගෙවීමක් නැත." },
    });
    expect(await act(cookie, "delete", sub.id)).toMatchObject({ status: 400, body: { message: "නොදන්නා පෝරමයකි" } });
    expect(await act(cookie, "cancel", "not-an-id")).toMatchObject({
      status: 400,
      body: { message: "දායකත්වය හමු නොවීය." },
    });
  });

  it("keeps the request when the gateway cannot be reached, and cancels on the next run", async () => {
    const { cookie, sub } = await paidClient();
    expect((await act(cookie, "cancel", sub.id)).status).toBe(200);
    const end = (await subscriptionOf(sub.userId)).serviceEndsOn ?? "";
    const { appId, appSecret } = sandboxAppCredentials(serverEnv());
    const nowhere = createMerchantApi({ baseUrl: `http://127.0.0.1:${await freePort()}`, appId, appSecret });
    expect(await runDueCancellations(database.db, serverEnv(), nowhere, noonOn(end))).toBe(0);
    const kept = await subscriptionOf(sub.userId);
    expect(kept).toMatchObject({ status: "active", cancelAttempts: 1, cancelledAt: null, cancelClaimedUntil: null });
    expect(kept.cancelError).toContain("could not be reached");
    expect(await runDueCancellations(database.db, serverEnv(), api(), noonOn(end))).toBe(1);
    expect(await gatewayStatus(sub.gatewaySubscriptionId ?? "")).toBe("CANCELLED");
  });
});

describe("a failed installment", () => {
  it("is retried once on a double click, and the plan is active again", async () => {
    const { cookie, sub } = await paidClient();
    expect((await act(cookie, "retry", sub.id)).status).toBe(409);
    await sandboxInstallment(server.url, serverEnv(), sub.gatewaySubscriptionId ?? "", { fail: true });
    expect((await subscriptionOf(sub.userId)).status).toBe("past_due");
    const answers = await Promise.all([act(cookie, "retry", sub.id), act(cookie, "retry", sub.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const payments = await api()?.subscriptionPayments(sub.gatewaySubscriptionId ?? "");
    expect(payments?.ok && payments.value.map((p) => p.status)).toEqual(["RECEIVED", "FAILED", "RECEIVED"]);
    expect(await subscriptionOf(sub.userId)).toMatchObject({ status: "active", failedAt: null, dunningStep: 0 });
    expect(await auditRows("subscription-retried", sub.id)).toHaveLength(1);
  });

  it("says PayHere out of reach in the client's words, and keeps the technical reason in the audit log", async () => {
    const { sub } = await paidClient();
    await sandboxInstallment(server.url, serverEnv(), sub.gatewaySubscriptionId ?? "", { fail: true });
    const { appId, appSecret } = sandboxAppCredentials(serverEnv());
    const nowhere = createMerchantApi({ baseUrl: `http://127.0.0.1:${await freePort()}`, appId, appSecret });
    const client = { id: sub.userId, role: "client" };
    const actor = { userId: sub.userId, flideskId: null, ip: null };
    const retry = async (locale: "en" | "si" | "ta") =>
      retryPayment(database.db, nowhere, client, actor, sub.id, subscriptionAnswers(await loadPortalTexts(locale)));
    expect(await retry("en")).toEqual({
      ok: false,
      problem: { kind: "unavailable", message: "PayHere could not be reached. Please try again." },
    });
    expect(await retry("si")).toMatchObject({
      problem: { message: "PayHere වෙත සම්බන්ධ විය නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න." },
    });
    expect(await retry("ta")).toMatchObject({
      problem: { message: "PayHere உடன் இணைக்க முடியவில்லை. மீண்டும் முயலவும்." },
    });
    const audited = await auditRows("subscription-retried", sub.id);
    expect(audited).toHaveLength(3);
    for (const row of audited) expect(JSON.stringify(row.detail)).toContain("could not be reached");
    // Nothing changed: the installment is still to be paid, and a retry through PayHere is still open to the client.
    expect((await subscriptionOf(sub.userId)).status).toBe("past_due");
  });

  it("says a subscription PayHere has ended in words, in the client's language, not PayHere's status code", async () => {
    const { cookie, sub } = await paidClient();
    await sandboxInstallment(server.url, serverEnv(), sub.gatewaySubscriptionId ?? "", { fail: true });
    const cancelled = await api()?.cancelSubscription(sub.gatewaySubscriptionId ?? "");
    expect(cancelled?.ok).toBe(true);
    expect(await act(cookie, "retry", sub.id)).toEqual({
      status: 409,
      body: { ok: false, message: "PayHere cannot retry this subscription (it is cancelled)." },
    });
    const client = { id: sub.userId, role: "client" };
    const actor = { userId: sub.userId, flideskId: null, ip: null };
    const gateway = api();
    if (!gateway) throw new Error("the sandbox's merchant API should be set up");
    const retry = async (locale: "si" | "ta") =>
      retryPayment(database.db, gateway, client, actor, sub.id, subscriptionAnswers(await loadPortalTexts(locale)));
    expect(await retry("si")).toMatchObject({
      problem: { message: "PayHere හට මෙම දායකත්වය නැවත උත්සාහ කළ නොහැක (එහි තත්ත්වය: අවලංගුයි)." },
    });
    expect(await retry("ta")).toMatchObject({
      problem: { message: "PayHere இந்தச் சந்தாவை மீண்டும் முயல முடியாது (அதன் நிலை: ரத்து செய்யப்பட்டது)." },
    });
    expect((await subscriptionOf(sub.userId)).status).toBe("past_due");
  });

  it("mails the client at once, after 3 days and after 7 days, each once, and stops when paid", async () => {
    const { email, sub } = await paidClient();
    await sandboxInstallment(server.url, serverEnv(), sub.gatewaySubscriptionId ?? "", { fail: true });
    const failed = await subscriptionOf(sub.userId);
    expect(failed).toMatchObject({ status: "past_due", dunningStep: 1 });
    const at = (days: number) => new Date((failed.failedAt?.getTime() ?? 0) + days * DAY_MS);
    const sentAt = async (days: number) => {
      await runDunning(database.db, serverEnv(), at(days));
      return (await subscriptionOf(sub.userId)).dunningStep;
    };
    expect(await sentAt(1)).toBe(1);
    expect(await sentAt(3)).toBe(2);
    expect(await sentAt(3.5)).toBe(2);
    expect(await sentAt(7)).toBe(3);
    expect(await sentAt(20)).toBe(3);
    await eventually(() =>
      mailsTo(email, "Reminder: your Growth Social Media payment failed").length === 2 ? true : null,
    );
    const [first] = mailsTo(email, "Payment failed: Growth Social Media");
    expect(mailsTo(email, "Payment failed: Growth Social Media")).toHaveLength(1);
    expect(readableText(first ?? { from: "", to: [], body: "" })).toContain(`${server.url}/dashboard/billing`);
  });

  it("writes to a client who chose Tamil in Tamil: the failed payment, then the cancellation", async () => {
    const { cookie, email, sub } = await paidClient();
    await database.db.update(users).set({ locale: "ta" }).where(eq(users.id, sub.userId));
    await sandboxInstallment(server.url, serverEnv(), sub.gatewaySubscriptionId ?? "", { fail: true });
    expect((await act(cookie, "cancel", sub.id)).status).toBe(200);
    const tamil = (subject: string) =>
      mail().received.find((m) => m.to.includes(email) && subjectOf(m) === subject) ?? null;
    const failed = await eventually(() => tamil("கட்டணம் தோல்வியடைந்தது: Growth சமூக ஊடகம்"));
    expect(mailText(failed)).toContain("உங்கள் அட்டையைச் சரிபார்த்து");
    const scheduled = await eventually(() => tamil("ரத்து திட்டமிடப்பட்டது: Growth சமூக ஊடகம்"));
    expect(mailText(scheduled)).toContain("மனம் மாறிவிட்டதா?");
    expect(mailText(scheduled)).toContain('<html lang="ta">');
    expect(mailsTo(email, "Payment failed: Growth Social Media")).toHaveLength(0);
  });

  it("sends no reminder once paid", async () => {
    const { cookie, email, sub } = await paidClient();
    await sandboxInstallment(server.url, serverEnv(), sub.gatewaySubscriptionId ?? "", { fail: true });
    const failedAt = (await subscriptionOf(sub.userId)).failedAt?.getTime() ?? 0;
    expect((await act(cookie, "retry", sub.id)).status).toBe(200);
    await runDunning(database.db, serverEnv(), new Date(failedAt + 8 * DAY_MS));
    expect(await subscriptionOf(sub.userId)).toMatchObject({ dunningStep: 0, failedAt: null });
    await eventually(() => (mailsTo(email, "Payment failed: Growth Social Media").length ? true : null));
    expect(mailsTo(email, "Reminder: your Growth Social Media payment failed")).toHaveLength(0);
  });
});

describe("who may act on a subscription", () => {
  it("the holder only: another client is told it is not found, a freelancer or admin is refused", async () => {
    const { sub } = await paidClient();
    for (const intent of ["cancel", "undo-cancel", "retry"]) {
      expect((await act(signedIn.cookies["FLD-CLNT2"] ?? "", intent, sub.id)).status).toBe(404);
      expect((await act(signedIn.cookies["FLD-FRLN1"] ?? "", intent, sub.id)).status).toBe(403);
      expect((await act(signedIn.cookies["FLD-ADMIN"] ?? "", intent, sub.id)).status).toBe(403);
    }
    expect((await act(signedIn.cookies["FLD-CLNT2"] ?? "", "cancel", "not-an-id")).status).toBe(400);
    expect((await act(signedIn.cookies["FLD-CLNT2"] ?? "", "delete", sub.id)).status).toBe(400);
    const anonymous = await fetch(`${server.url}${subscriptionActions}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url },
      body: new URLSearchParams({ intent: "cancel", subscription: sub.id }),
    });
    expect(anonymous.status).toBe(302);
    expect((await subscriptionOf(sub.userId)).cancelRequestedAt).toBeNull();
    const [holder] = await database.db.select({ role: users.role }).from(users).where(eq(users.id, sub.userId));
    expect(holder?.role).toBe("client");
  });
});
