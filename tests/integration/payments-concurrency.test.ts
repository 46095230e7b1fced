import http from "node:http";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutSessions, outbox, payments, subscriptions, users } from "#db/schema";
import { gateway } from "~/features/billing/payhere/gateway.server";
import { checkoutHash, notifySignature } from "~/features/billing/payhere/payhere.server";
import type { Database } from "~/lib/db.server";
import { checkoutFields, GOOD_CARD, recordCheckout } from "../setup/checkout";
import { startTestServer } from "../setup/server-build";
import { createTestDatabase, testEngine, testEnv } from "../setup/test-db";

// The real app over HTTP: the notifies arrive at once, as PayHere's do, each on a connection of its own, and on
// PostgreSQL they run in parallel transactions (PGlite has one connection, so there they queue).
let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
const env = testEnv();
const generous = { points: 10_000, durationSeconds: 60 };

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, env, { checkout: generous }, { ownPublicUrl: true });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function order(email: string) {
  return (await recordCheckout(database.db, env, email)).orderId;
}

let paymentCounter = 0;
/** A notify as PayHere signs it: success (status 2) unless told otherwise, with a payment id of its own. */
function signedNotify(orderId: string, paymentId = `PH${Date.now()}${++paymentCounter}`) {
  const gw = gateway(env);
  if (gw.kind === "none") throw new Error("no gateway");
  const fields = {
    merchant_id: gw.merchantId,
    order_id: orderId,
    payment_id: paymentId,
    payhere_amount: "50000.00",
    payhere_currency: "LKR",
    status_code: "2",
    method: "VISA",
    message_type: "AUTHORIZATION_SUCCESS",
    subscription_id: `SUB-${orderId.slice(-6)}`,
    item_rec_date_next: "2026-12-21",
    // A monthly subscription, as PayHere says it recurs (not signed: checked against the order).
    item_recurrence: "1 MONTH",
    item_duration: "FOREVER",
  };
  return new URLSearchParams({ ...fields, md5sig: notifySignature(fields, gw.secret) });
}

async function postNotify(body: URLSearchParams) {
  const res = await fetch(`${server.url}/api/payments/notify`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  return { status: res.status, text: await res.text() };
}

describe("notifies arriving at once", () => {
  it("records each of 50 charges for one email's 50 orders exactly once, all on the one account they opened", async () => {
    const email = `fifty-${testEngine()}@example.lk`;
    const orderIds: string[] = [];
    for (let i = 0; i < 50; i += 10)
      orderIds.push(...(await Promise.all(Array.from({ length: 10 }, () => order(email)))));
    const bodies = orderIds.map((id) => signedNotify(id));

    const answers = await Promise.all(bodies.map(postNotify));
    // Every answer listed: a failure shows what the refused ones said.
    expect(answers.map((a) => `${a.status} ${a.text}`)).toEqual(Array(50).fill("200 OK"));

    const recorded = await database.db.select().from(payments).where(inArray(payments.orderId, orderIds));
    expect(recorded.map((p) => p.paymentId).sort()).toEqual(bodies.map((b) => b.get("payment_id")).sort());
    const accounts = await database.db.select().from(users).where(eq(users.email, email));
    expect(accounts).toHaveLength(1);
    const sessions = await database.db
      .select()
      .from(checkoutSessions)
      .where(inArray(checkoutSessions.orderId, orderIds));
    expect(sessions.map((s) => [s.status, s.userId])).toEqual(orderIds.map(() => ["paid", accounts[0]?.id]));
    expect(
      await database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, accounts[0]?.id ?? "")),
    ).toHaveLength(50);
    // One desk-ID mail, for the one account.
    expect(
      await database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, email), eq(outbox.subject, "Your Fli DESK ID"))),
    ).toHaveLength(1);

    // PayHere sending all 50 again changes nothing.
    const repeats = await Promise.all(bodies.map(postNotify));
    expect(repeats.every((a) => a.status === 200 && a.text === "Already recorded")).toBe(true);
    expect(await database.db.select().from(payments).where(inArray(payments.orderId, orderIds))).toHaveLength(50);
  }, 120_000);

  it("records both charges of an order paid twice at once (the second to be refunded), and a repeated payment id once", async () => {
    const emails = Array.from({ length: 20 }, (_, i) => `twice-${i}-${testEngine()}@example.lk`);
    const orderIds = await Promise.all(emails.map(order));
    const first = orderIds.map((id) => signedNotify(id));
    const second = orderIds.map((id) => signedNotify(id));
    // Each first charge goes out twice (a resend), each second charge once: 60 requests together.
    const answers = await Promise.all(
      orderIds.flatMap((_, i) => [first[i], second[i], first[i]]).map((body) => postNotify(body as URLSearchParams)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);

    for (const [i, orderId] of orderIds.entries()) {
      const recorded = await database.db.select().from(payments).where(eq(payments.orderId, orderId));
      expect(recorded.map((p) => p.paymentId).sort()).toEqual(
        [first[i]?.get("payment_id"), second[i]?.get("payment_id")].sort(),
      );
      const accounts = await database.db
        .select()
        .from(users)
        .where(eq(users.email, emails[i] ?? ""));
      expect(accounts).toHaveLength(1);
      const [session] = await database.db.select().from(checkoutSessions).where(eq(checkoutSessions.orderId, orderId));
      expect(session).toMatchObject({ status: "paid", userId: accounts[0]?.id });
      // Whichever came first paid the order; the other is a second charge of a paid order, given back.
      expect(recorded.map((p) => p.rejected).sort()).toEqual(["duplicate", null]);
    }
    expect(answers.filter((a) => a.text === "Already recorded")).toHaveLength(20);
  }, 60_000);
});

/** An HTTP request to the test server as a browser sends it when it opened the site under the name `host`. */
function requestAs(host: string, path: string, init: { method?: string; form?: Record<string, string> } = {}) {
  const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
  const headers: Record<string, string> = { host, accept: "text/html" };
  if (body) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    headers.origin = `http://${host}`;
  }
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, { method: init.method ?? "GET", headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("the sandbox gateway opened under another name than PUBLIC_URL's", () => {
  // PUBLIC_URL is http://127.0.0.1:<port>; the browser opened http://localhost:<port>.
  const host = () => `localhost:${new URL(server.url).port}`;
  const sameOrigin = (url: string) => new URL(url, `http://${host()}`).origin === `http://${host()}`;

  it("posts checkout to it, pays, and comes back, all on the host the page was opened on", async () => {
    const page = await requestAs(host(), "/checkout?plan=Growth&service=Social%20Media");
    expect(page.status).toBe(200);
    const formAction = String(page.headers["content-security-policy"])
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("form-action"));
    expect(formAction).toBe("form-action 'self'");

    const email = `other-host-${testEngine()}@example.lk`;
    const checkout = await requestAs(host(), "/api/checkout", {
      method: "POST",
      form: checkoutFields(email),
    });
    expect(checkout.status).toBe(200);
    const { gateway: form } = JSON.parse(checkout.body) as { gateway: { url: string; fields: Record<string, string> } };
    // 'self' is the page's own origin: the gateway form may post only there.
    expect(sameOrigin(form.url)).toBe(true);

    const paid = await requestAs(host(), form.url, {
      method: "POST",
      form: { ...form.fields, intent: "pay", ...GOOD_CARD },
    });
    expect(paid.status).toBe(302);
    const back = String(paid.headers.location);
    expect(back).toMatch(/^\/payment-success\?order_id=FLD-ORD-/);
    const result = await requestAs(host(), back);
    expect(result.status).toBe(200);
    expect(result.body).toContain("Payment Successful!");
    const [account] = await database.db.select().from(users).where(eq(users.email, email));
    expect(result.body).toContain(account?.flideskId ?? "no account");
  });

  it("renders only its own cancel address, as a path; any other is refused", async () => {
    const email = `cancel-${testEngine()}@example.lk`;
    const checkout = await requestAs(host(), "/api/checkout", {
      method: "POST",
      form: checkoutFields(email),
    });
    const { gateway: form } = JSON.parse(checkout.body) as { gateway: { url: string; fields: Record<string, string> } };

    const shown = await requestAs(host(), form.url, { method: "POST", form: form.fields });
    expect(shown.status).toBe(200);
    expect(shown.body).toContain('href="/pricing?error=payment_cancelled"');

    // Still signed (the hash does not cover the addresses), with another cancel address.
    const gw = gateway({ ...env, PUBLIC_URL: server.url });
    if (gw.kind === "none") throw new Error("no gateway");
    const f = form.fields as Record<string, string>;
    expect(checkoutHash(f.merchant_id ?? "", f.order_id ?? "", f.amount ?? "", f.currency ?? "", gw.secret)).toBe(
      f.hash,
    );
    for (const cancel of ["javascript:alert(document.cookie)", "https://evil.example/phish"]) {
      const forged = await requestAs(host(), form.url, {
        method: "POST",
        form: { ...form.fields, cancel_url: cancel },
      });
      expect(forged.status).toBe(400);
      expect(forged.body).toContain("This payment request is not valid or was altered.");
      expect(forged.body).not.toContain(cancel.slice(0, 16));
    }
  });
});

describe("a public address without PayHere settings", () => {
  it("shows checkout as closed and takes no order, instead of handing out sandbox accounts", async () => {
    const closed = await startTestServer(database, testEnv({ PUBLIC_URL: "https://agency.example" }), {
      checkout: generous,
    });
    try {
      const page = await fetch(`${closed.url}/checkout?plan=Growth&service=Social%20Media`);
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).toContain("Online payments are not set up on this site yet.");

      const email = `closed-${testEngine()}@example.lk`;
      const body = new FormData();
      for (const [key, value] of Object.entries(checkoutFields(email))) body.set(key, value);
      const answer = await fetch(`${closed.url}/api/checkout`, { method: "POST", body });
      expect(answer.status).toBe(503);
      expect(await answer.json()).toMatchObject({ ok: false, title: "Payments Unavailable" });
      expect(await database.db.select().from(checkoutSessions).where(eq(checkoutSessions.email, email))).toEqual([]);
      expect((await fetch(`${closed.url}/sandbox-gateway/pay`)).status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
