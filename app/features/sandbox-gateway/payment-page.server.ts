import { eq } from "drizzle-orm";
import { z } from "zod";
import { checkoutSessions } from "#db/schema";
import { checkoutHash, gateway, nextCharge, notifySignature, signaturesMatch } from "~/features/billing/index.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { locales, localizedPath } from "~/lib/locale";
import { parseValue } from "~/lib/parse.server";
import { cardMethod, sandboxOutcome } from "./cards.server";
import { checkoutKeys, type SandboxOrder, sandboxOrderSchema } from "./order.server";
import { recordCheckoutCharge, type SandboxCard, type SandboxCheckout } from "./records.server";

/** The sandbox's page exists only where the sandbox is the gateway: anywhere else it is not found. */
export function requireSandbox(env: Env) {
  if (gateway(env).kind !== "sandbox") throw new Response("Not Found", { status: 404 });
}

/** The return addresses a checkout may give: the payment page in each language (decision 50). */
const returnUrls = (env: Env, english: string) =>
  locales.map((locale) =>
    locale === "en" ? english : `${env.PUBLIC_URL}${localizedPath("/payment-success", locale)}`,
  );

/**
 * Reads a checkout form posted to the sandbox and accepts it only as PayHere would: signed with the merchant's
 * secret, for our merchant, with our own return, notify and cancel addresses. The hash covers neither address, so
 * each must be exactly ours: the page renders the cancel address as a link, and sends the notify to its address.
 */
export function readSandboxOrder(env: Env, form: FormData): SandboxOrder | null {
  const gw = gateway(env);
  if (gw.kind !== "sandbox") return null;
  const parsed = parseValue(Object.fromEntries(checkoutKeys.map((key) => [key, form.get(key)])), sandboxOrderSchema);
  if (!parsed.ok) return null;
  const order = parsed.value;
  if (
    order.merchant_id !== gw.merchantId ||
    order.notify_url !== gw.notifyUrl ||
    !returnUrls(env, gw.returnUrl).includes(order.return_url) ||
    order.cancel_url !== gw.cancelUrl
  )
    return null;
  const expected = checkoutHash(order.merchant_id, order.order_id, order.amount, order.currency, gw.secret);
  return signaturesMatch(expected, order.hash) ? order : null;
}

/**
 * Whether the order may be charged: PayHere charges only an order it was given, and ours tells it which; the
 * sandbox, on our server, asks our orders. An order we do not know, or one given up (a plan change another
 * replaced), is refused before any card is charged. Its notify would only be refunded (returns.server.ts).
 */
export async function sandboxOrderOpen(db: Db, orderId: string) {
  const [row] = await db
    .select({ status: checkoutSessions.status })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.orderId, orderId));
  return Boolean(row && row.status !== "cancelled");
}

/**
 * Our own address as a path (`/pricing?error=...`): the sandbox is on this server, so the browser stays on the
 * host it opened the page on, whatever PUBLIC_URL names (a redirect to another origin would also break the CSP's
 * form-action).
 */
export function localPath(url: string) {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** What the sandbox page says when it cannot take the payment. */
export const sandboxMessages = {
  invalidOrder: "This payment request is not valid or was altered.",
  closedOrder:
    "This order is no longer open for payment. Please start again from your Billing tab or the pricing page.",
  invalidCard: "Please enter a card number, a future expiry date (MM/YY) and a CVV.",
  payFailed: "The payment could not be completed. Please try again.",
} as const;

const text = z.string().catch("");

/** A card the sandbox will try: 13 to 19 digits, an expiry (MM/YY) not yet past, a CVV of 3 or 4 digits. */
function cardLooksValid({ cardNumber, expiry, cvv }: { cardNumber: string; expiry: string; cvv: string }) {
  const month = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  const expired = month ? new Date(2000 + Number(month[2]), Number(month[1])) < new Date() : true;
  return cardNumber.length >= 13 && cardNumber.length <= 19 && !expired && /^\d{3,4}$/.test(cvv);
}

/**
 * The sandbox page's own fields: `intent=pay` posts the card (its number as digits); anything else only shows
 * the order. A card is refused with one message for all its fields, as payment pages do.
 */
export const sandboxPaymentSchema = z
  .object({
    intent: text,
    cardNumber: text.transform((value) => value.replace(/\D/g, "")),
    expiry: text.transform((value) => value.trim()),
    cvv: text.transform((value) => value.trim()),
  })
  .superRefine((form, ctx) => {
    if (form.intent === "pay" && !cardLooksValid(form)) {
      ctx.addIssue({ code: "custom", path: ["cardNumber"], message: sandboxMessages.invalidCard });
    }
  })
  .transform(({ intent, cardNumber }) => ({ pay: intent === "pay", cardNumber }));

let paymentCounter = 0;

/** A payment id of the sandbox's own (SBX...), unique in this process and, by the clock, across restarts. */
export function sandboxPaymentId() {
  paymentCounter = (paymentCounter + 1) % 1000;
  return `SBX${Date.now()}${String(paymentCounter).padStart(3, "0")}`;
}

/**
 * Charges a test card: records the payment (and, when it succeeds, the subscription its recurring checkout
 * starts) in the sandbox's own tables, as PayHere keeps them for its merchant API, then sends the signed notify to
 * our notify URL over HTTP, as PayHere does, and says where the browser goes next (the return URL's path with
 * order_id, status and payment_id).
 */
export async function paySandboxOrder(db: Db, env: Env, order: SandboxOrder, cardNumber: string) {
  const gw = gateway(env);
  if (gw.kind !== "sandbox") throw new Error("the sandbox gateway is not enabled");
  const outcome = sandboxOutcome(cardNumber);
  const paymentId = sandboxPaymentId();
  const digits = cardNumber.replace(/\D/g, "");
  const card: SandboxCard = {
    method: cardMethod(digits),
    holder: `${order.first_name} ${order.last_name}`.trim(),
    number: `${digits.slice(0, 4)}********${digits.slice(-4)}`,
  };
  const paid = outcome.status === "2";
  const nextDate = nextCharge(order.recurrence ?? "", new Date());
  const subscription = await recordCheckoutCharge(db, { order, card, paymentId, paid, nextDate });
  await sendSandboxNotify(env, {
    checkout: { order, card },
    paymentId,
    outcome,
    subscriptionId: subscription?.id ?? `SBXSUB${paymentId.slice(3)}`,
    messageType: paid ? "AUTHORIZATION_SUCCESS" : "AUTHORIZATION_FAILED",
    recurringStatus: paid ? "0" : "-1",
    installmentsPaid: paid ? 1 : 0,
    nextDate,
  });
  const query = new URLSearchParams({ order_id: order.order_id, status: outcome.status, payment_id: paymentId });
  // Back to the payment page in the buyer's language, as the checkout asked (decision 50).
  return { outcome, paymentId, returnTo: `${localPath(order.return_url)}?${query}` };
}

export type SandboxNotify = {
  checkout: SandboxCheckout;
  paymentId: string;
  outcome: { status: string; message: string };
  subscriptionId: string;
  messageType: string;
  /** PayHere's item_rec_status: 0 active, -1 failed, 1 completed, -2 cancelled. */
  recurringStatus: string;
  installmentsPaid: number;
  nextDate: string;
};

/** Sends PayHere's signed notify for a charge to our notify URL, as PayHere does, and throws unless it got a 2xx. */
export async function sendSandboxNotify(env: Env, notify: SandboxNotify) {
  const gw = gateway(env);
  if (gw.kind !== "sandbox") throw new Error("the sandbox gateway is not enabled");
  const { order, card } = notify.checkout;
  const fields = {
    merchant_id: order.merchant_id,
    order_id: order.order_id,
    payment_id: notify.paymentId,
    payhere_amount: order.amount,
    payhere_currency: order.currency,
    status_code: notify.outcome.status,
    status_message: notify.outcome.message,
    method: card.method,
    card_holder_name: card.holder,
    card_no: card.number,
    card_expiry: "12/30",
    custom_1: order.custom_1,
    custom_2: order.custom_2,
    recurring: "1",
    message_type: notify.messageType,
    item_recurrence: order.recurrence.toUpperCase(),
    item_duration: order.duration.toUpperCase(),
    item_rec_status: notify.recurringStatus,
    item_rec_date_next: notify.nextDate,
    item_rec_install_paid: String(notify.installmentsPaid),
    subscription_id: notify.subscriptionId,
  };
  const md5sig = notifySignature(fields, gw.secret);
  const response = await fetch(gw.notifyUrl, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, md5sig }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`notify answered ${response.status}: ${await response.text()}`);
}
