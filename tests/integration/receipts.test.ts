import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingDocuments, checkoutSessions, documentCounters, payments, subscriptions, users } from "#db/schema";
import { createUser } from "~/features/accounts/users.server";
import type { CheckoutActionData } from "~/features/billing/checkout/checkout-form";
import { colomboYear } from "~/features/billing/documents/documents.server";
import { documentPdf, issueCreditNote } from "~/features/billing/index.server";
import { gateway } from "~/features/billing/payhere/gateway.server";
import { notifySignature } from "~/features/billing/payhere/payhere.server";
import { anonymousActor } from "~/lib/audit.server";
import type { Database } from "~/lib/db.server";
import { m } from "~/paraglide/messages.js";
import { checkoutFields, recordCheckout } from "../setup/checkout";
import { pdfText as readPdf, skeleton } from "../setup/pdf-text";
import { startTestServer } from "../setup/server-build";
import { eventually, readableText, startSmtpServer } from "../setup/smtp";
import { createTestDatabase, signedInUsers, testEngine, testEnv } from "../setup/test-db";

// The built app over HTTP with a real SMTP server: checkouts, notifies, downloads and the receipt mail as they run.
let database: Database;
let server: Awaited<ReturnType<typeof startTestServer>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let env: ReturnType<typeof testEnv>;
const generous = { points: 10_000, durationSeconds: 60 };
const engine = testEngine();

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
  env = testEnv({ SMTP_URL: smtp.url });
  server = await startTestServer(database, env, { checkout: generous }, { ownPublicUrl: true });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await database?.close();
});

/** The env the server signs with: its PUBLIC_URL is its own address. */
const serverEnv = () => ({ ...env, PUBLIC_URL: server.url });

let paymentCounter = 0;
/** A notify as PayHere signs it, for an order's amount: success unless told otherwise. */
function signedNotify(orderId: string, fields: Record<string, string> = {}) {
  const gw = gateway(serverEnv());
  if (gw.kind === "none") throw new Error("no gateway");
  const signed = {
    merchant_id: gw.merchantId,
    order_id: orderId,
    payment_id: `PH${Date.now()}${++paymentCounter}`,
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
    ...fields,
  };
  return new URLSearchParams({ ...signed, md5sig: notifySignature(signed, gw.secret) });
}

async function postNotify(body: URLSearchParams) {
  const res = await fetch(`${server.url}/api/payments/notify`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  return `${res.status} ${await res.text()}`;
}

async function postCheckout(fields: Record<string, string>) {
  const res = await fetch(`${server.url}/api/checkout`, { method: "POST", body: new URLSearchParams(fields) });
  return { status: res.status, body: (await res.json()) as CheckoutActionData };
}

const receiptsOf = (paymentIds: string[]) =>
  database.db
    .select({ number: billingDocuments.number, seq: billingDocuments.seq, paymentId: payments.paymentId })
    .from(billingDocuments)
    .innerJoin(payments, eq(payments.id, billingDocuments.paymentId))
    .where(and(eq(billingDocuments.kind, "receipt"), inArray(payments.paymentId, paymentIds)));

async function lastReceiptSeq() {
  const [row] = await database.db
    .select({ last: documentCounters.last })
    .from(documentCounters)
    .where(and(eq(documentCounters.kind, "receipt"), eq(documentCounters.year, colomboYear(new Date()))));
  return row?.last ?? 0;
}

describe("receipt numbers", () => {
  it("gives 20 payments notified at once the receipts after the last one, with no gap and no duplicate", async () => {
    const before = await lastReceiptSeq();
    const orders = await Promise.all(
      Array.from({ length: 20 }, (_, i) => recordCheckout(database.db, serverEnv(), `burst-${i}-${engine}@example.lk`)),
    );
    const bodies = orders.map((o) => signedNotify(o.orderId));
    const answers = await Promise.all(bodies.map(postNotify));
    expect(answers).toEqual(Array(20).fill("200 OK"));

    const receipts = await receiptsOf(bodies.map((b) => b.get("payment_id") ?? ""));
    expect(receipts).toHaveLength(20);
    expect(receipts.map((r) => r.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => before + i + 1),
    );
    const year = colomboYear(new Date());
    for (const r of receipts) expect(r.number).toBe(`FLD-R-${year}-${String(r.seq).padStart(6, "0")}`);
    expect(await lastReceiptSeq()).toBe(before + 20);
  });

  it("makes no second receipt for a replayed notify, and none for a failed payment", async () => {
    const paid = await recordCheckout(database.db, serverEnv(), `replay-${engine}@example.lk`);
    const body = signedNotify(paid.orderId);
    expect(await postNotify(body)).toBe("200 OK");
    const before = await lastReceiptSeq();
    expect(await postNotify(body)).toBe("200 Already recorded");
    expect(await receiptsOf([body.get("payment_id") ?? ""])).toHaveLength(1);

    const declined = await recordCheckout(database.db, serverEnv(), `declined-${engine}@example.lk`);
    const failed = signedNotify(declined.orderId, { status_code: "-2", message_type: "AUTHORIZATION_FAILED" });
    expect(await postNotify(failed)).toBe("200 OK");
    expect(await receiptsOf([failed.get("payment_id") ?? ""])).toHaveLength(0);
    expect(await lastReceiptSeq()).toBe(before);
  });
  it("gives each later installment of an order a receipt of its own, the next number", async () => {
    const order = await recordCheckout(database.db, serverEnv(), `installments-${engine}@example.lk`);
    expect(await postNotify(signedNotify(order.orderId))).toBe("200 OK");
    const before = await lastReceiptSeq();
    const installment = signedNotify(order.orderId, { message_type: "RECURRING_INSTALLMENT_SUCCESS" });
    expect(await postNotify(installment)).toBe("200 OK");
    const [receipt] = await receiptsOf([installment.get("payment_id") ?? ""]);
    expect(receipt?.seq).toBe(before + 1);
  });
});

describe("annual billing", () => {
  it("charges 12 months less 10% once a year: checkout, signed form, notify and subscription all annual", async () => {
    const email = `annual-${engine}@example.lk`;
    const { status, body } = await postCheckout(checkoutFields(email, { cycle: "annual", amount: "540000.00" }));
    expect(status).toBe(200);
    if (!body.ok) throw new Error(body.message);
    expect(body.gateway.fields).toMatchObject({ amount: "540000.00", recurrence: "1 Year", duration: "Forever" });
    const [session] = await database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.orderId, body.orderId));
    expect(session).toMatchObject({ cycle: "annual", amount: "540000.00" });

    const notify = signedNotify(body.orderId, { payhere_amount: "540000.00", item_recurrence: "1 YEAR" });
    expect(await postNotify(notify)).toBe("200 OK");
    const [paid] = await database.db.select().from(checkoutSessions).where(eq(checkoutSessions.orderId, body.orderId));
    expect(paid?.status).toBe("paid");
    const [subscription] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, paid?.userId ?? "00000000-0000-0000-0000-000000000000"));
    expect(subscription).toMatchObject({ cycle: "annual", amount: "540000.00", currency: "LKR", status: "active" });
    expect(await receiptsOf([notify.get("payment_id") ?? ""])).toHaveLength(1);
  });

  it("refuses a forged cycle or amount at checkout, and gives back a charge whose amount or recurrence is not the order's", async () => {
    const email = `forged-${engine}@example.lk`;
    const forgeries: Record<string, string>[] = [
      { cycle: "weekly" },
      { cycle: "annual", amount: "50000.00" },
      { amount: "1.00" },
    ];
    for (const forged of forgeries) {
      const { status, body } = await postCheckout(checkoutFields(email, forged));
      expect({ forged, status, ok: body.ok }).toEqual({ forged, status: 400, ok: false });
    }
    const { body } = await postCheckout(checkoutFields(email, { cycle: "annual" }));
    if (!body.ok) throw new Error(body.message);
    const monthlyAmount = signedNotify(body.orderId, { item_recurrence: "1 YEAR" });
    // The card was charged all the same: recorded as not honoured (to be refunded), never as the order's payment.
    expect(await postNotify(monthlyAmount)).toBe("200 Returned");
    const monthlyRecurrence = signedNotify(body.orderId, { payhere_amount: "540000.00" });
    expect(await postNotify(monthlyRecurrence)).toBe("200 Returned");
    const recorded = await database.db.select().from(payments).where(eq(payments.orderId, body.orderId));
    // PostgreSQL gives rows back in no set order without an ORDER BY: compared sorted.
    expect(recorded.map((p) => [p.amount, p.rejected]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      ["50000.00", "terms"],
      ["540000.00", "terms"],
    ]);
    expect(await receiptsOf(recorded.map((p) => p.paymentId))).toHaveLength(0);
  });
});

/** The text a PDF's pages draw, from its uncompressed content streams (pdfkit writes text as hex in TJ arrays). */
function pdfText(pdf: Buffer) {
  const source = pdf.toString("latin1");
  const lines = [...source.matchAll(/\[([^\]]*)\] TJ/g)].map((m) =>
    [...(m[1] ?? "").matchAll(/<([0-9a-f]*)>/gi)]
      .map((h) => Buffer.from(h[1] ?? "", "hex").toString("latin1"))
      .join(""),
  );
  return lines.join("");
}

describe("receipt documents", () => {
  let number = "";
  let cookies: Record<string, string> = {};
  let owner = "";

  beforeAll(async () => {
    const email = `owner-${engine}@example.lk`;
    const session = await recordCheckout(database.db, serverEnv(), email, "annual");
    const body = signedNotify(session.orderId, { payhere_amount: "540000.00", item_recurrence: "1 YEAR" });
    expect(await postNotify(body)).toBe("200 OK");
    const [receipt] = await receiptsOf([body.get("payment_id") ?? ""]);
    number = receipt?.number ?? "";
    const by = anonymousActor(null);
    const made = await Promise.all([
      createUser(database.db, env, { email: `other-${engine}@example.lk`, role: "client" }, by),
      createUser(database.db, env, { email: `freelancer-${engine}@example.lk`, role: "freelancer" }, by),
      createUser(database.db, env, { email: `admin-${engine}@example.lk`, role: "admin" }, by),
    ]);
    const signedIn = await signedInUsers(database);
    const deskIdOf = (id: string) => Object.keys(signedIn.ids).find((k) => signedIn.ids[k] === id) ?? "";
    const [paid] = await database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.orderId, session.orderId));
    owner = signedIn.cookies[deskIdOf(paid?.userId ?? "")] ?? "";
    cookies = Object.fromEntries(
      ["other", "freelancer", "admin"].map((who, i) => {
        const result = made[i];
        if (!result?.ok) throw new Error(`no ${who}`);
        return [who, signedIn.cookies[result.value.flideskId] ?? ""];
      }),
    );
  });

  const download = (cookie: string | null, file = `${number}.pdf`) =>
    fetch(`${server.url}/dashboard/documents/${file}`, {
      redirect: "manual",
      headers: cookie ? { Cookie: cookie } : {},
    });

  it("lets the paying client and admins download the PDF, and no one else", async () => {
    expect(number).toMatch(/^FLD-R-\d{4}-\d{6}$/);
    const mine = await download(owner);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    expect(mine.headers.get("content-disposition")).toBe(`attachment; filename="${number}.pdf"`);
    expect(
      Buffer.from(await mine.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect((await download(cookies.admin ?? "")).status).toBe(200);
    expect((await download(cookies.other ?? "")).status).toBe(404);
    expect((await download(cookies.freelancer ?? "")).status).toBe(404);
    expect((await download(owner, "FLD-R-1999-000001.pdf")).status).toBe(404);
    expect((await download(owner, "not-a-number.pdf")).status).toBe(404);
    const signedOut = await download(null);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe(
      `/dashboard/auth?redirectTo=${encodeURIComponent(`/dashboard/documents/${number}.pdf`)}`,
    );
  });

  it("writes the receipt's number, client, plan, cycle, amount and payment ID into the PDF", async () => {
    const pdf = await documentPdf(database.db, number, { compress: false });
    if (!pdf) throw new Error("no PDF");
    const text = pdfText(pdf);
    expect(text).toContain(`Number: ${number}`);
    expect(text).toContain("Business: Galle Surf Co");
    expect(text).toContain("Plan: Growth (Social Media)");
    expect(text).toContain("Billing cycle: Annual");
    expect(text).toContain("Amount paid: LKR 540,000");
    expect(text).toMatch(/PayHere payment ID: PH\d+/);
    expect(text).toContain("Fli Digital (Pvt) Ltd");
    expect(text).not.toContain("FLD-R-1999-000001");
    // The person billed by name (as they gave it at checkout), and their desk ID as a reference.
    expect(text).toContain("Client: Sahan Perera");
    expect(text).toMatch(/Fli DESK ID: FLD-[A-Z0-9]{5}/);
  });

  it("names the client as the portal does when the order has no name: their business, then their profile's name", async () => {
    const [row] = await database.db
      .select({ order: checkoutSessions })
      .from(billingDocuments)
      .innerJoin(payments, eq(payments.id, billingDocuments.paymentId))
      .innerJoin(checkoutSessions, eq(checkoutSessions.orderId, payments.orderId))
      .where(eq(billingDocuments.number, number));
    const order = row?.order;
    if (!order?.userId) throw new Error("no paid order");
    const textNow = async () =>
      pdfText((await documentPdf(database.db, number, { compress: false })) ?? Buffer.alloc(0));
    // An order kept without the wizard's answers (the demo data's): the account's name, never the email.
    await database.db.update(checkoutSessions).set({ wizardData: {} }).where(eq(checkoutSessions.id, order.id));
    expect(await textNow()).toContain("Client: Galle Surf Co");
    await database.db.update(users).set({ displayName: "Sahan Perera-Silva" }).where(eq(users.id, order.userId));
    expect(await textNow()).toContain("Client: Sahan Perera-Silva");
    await database.db
      .update(checkoutSessions)
      .set({ wizardData: order.wizardData })
      .where(eq(checkoutSessions.id, order.id));
    await database.db.update(users).set({ displayName: null }).where(eq(users.id, order.userId));
  });

  it("is in its owner's language (their profile's), for the client's download and the admin's alike", async () => {
    const [row] = await database.db
      .select({ userId: checkoutSessions.userId })
      .from(billingDocuments)
      .innerJoin(payments, eq(payments.id, billingDocuments.paymentId))
      .innerJoin(checkoutSessions, eq(checkoutSessions.orderId, payments.orderId))
      .where(eq(billingDocuments.number, number));
    const userId = row?.userId;
    if (!userId) throw new Error("no owner");
    try {
      for (const locale of ["si", "ta"] as const) {
        await database.db.update(users).set({ locale }).where(eq(users.id, userId));
        for (const cookie of [owner, cookies.admin ?? ""]) {
          const res = await download(cookie);
          expect(res.status).toBe(200);
          const { text } = await readPdf(new Uint8Array(await res.arrayBuffer()));
          for (const words of [
            m.pdf_receipt({}, { locale }),
            m.pdf_amount_paid({}, { locale }),
            m.pdf_billing_cycle({}, { locale }),
            m.pdf_cycle_annual({}, { locale }),
            m.pdf_receipt_note({}, { locale }),
          ])
            expect(skeleton(text), words).toContain(skeleton(words));
          expect(text).toContain("LKR 540,000");
          expect(text).not.toMatch(/Receipt|Amount paid|Billing cycle|Annual|Thank you/);
        }
      }
    } finally {
      await database.db.update(users).set({ locale: null }).where(eq(users.id, userId));
    }
    const pdf = await documentPdf(database.db, number, { compress: false });
    expect(pdfText(pdf ?? Buffer.alloc(0))).toContain("Amount paid: LKR 540,000");
  });

  it("mails the client the receipt with its PDF attached, through the outbox and SMTP", async () => {
    const [mail] = await eventually(() => {
      const found = smtp.withSubject(`Payment received: receipt ${number}`);
      return found.length ? found : null;
    });
    if (!mail) throw new Error("no mail");
    expect(mail.to).toEqual([`owner-${engine}@example.lk`]);
    expect(readableText(mail)).toContain(`Your receipt ${number} is attached.`);
    expect(mail.body).toContain(`Content-Type: application/pdf; name=${number}.pdf`);
    const attachment = /Content-Disposition: attachment;[^\r]*\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.body);
    expect(
      Buffer.from(attachment?.[1] ?? "", "base64")
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("numbers credit notes from a counter of their own, never above the payment", async () => {
    const [payment] = await database.db
      .select({ id: billingDocuments.paymentId })
      .from(billingDocuments)
      .where(eq(billingDocuments.number, number));
    const id = payment?.id ?? "";
    const refused = await database.db.transaction((tx) =>
      issueCreditNote(tx, { paymentId: id, amount: 540000.01, reason: "Too much" }),
    );
    expect(refused.ok).toBe(false);
    const unknown = await database.db.transaction((tx) =>
      issueCreditNote(tx, { paymentId: "PH-NO-SUCH-PAYMENT", amount: 1, reason: "None" }),
    );
    expect(unknown.ok).toBe(false);
    const first = await database.db.transaction((tx) =>
      issueCreditNote(tx, { paymentId: id, amount: 54000, reason: "Partial refund" }),
    );
    if (!first.ok) throw new Error(first.problem.message);
    expect(first.value.number).toBe(`FLD-C-${colomboYear(new Date())}-000001`);
    expect(first.value).toMatchObject({ amount: "54000.00", amountLkr: "54000.00", reason: "Partial refund" });
    const pdf = await documentPdf(database.db, first.value.number, { compress: false });
    expect(pdfText(pdf ?? Buffer.alloc(0))).toContain("Amount credited: LKR 54,000");
    expect((await download(owner, `${first.value.number}.pdf`)).status).toBe(200);
  });
});
