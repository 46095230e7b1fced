import type { Env } from "~/lib/env.server";
import { cardMethod, gateway, sandboxOutcome } from "./gateway.server";
import { checkoutHash, notifySignature, signaturesMatch } from "./payhere.server";

const checkoutKeys = [
  "merchant_id",
  "return_url",
  "cancel_url",
  "notify_url",
  "first_name",
  "last_name",
  "email",
  "phone",
  "address",
  "city",
  "country",
  "order_id",
  "items",
  "currency",
  "amount",
  "recurrence",
  "duration",
  "custom_1",
  "custom_2",
  "hash",
] as const;

export type SandboxOrder = Record<(typeof checkoutKeys)[number], string>;

/**
 * Reads a checkout form posted to the sandbox and accepts it only as PayHere would: signed with the merchant's
 * secret, for our merchant, with our own return, notify and cancel addresses. The hash covers neither address, so
 * each must be exactly ours: the page renders the cancel address as a link, and sends the notify to its address.
 */
export function readSandboxOrder(env: Env, form: FormData): SandboxOrder | null {
  const gw = gateway(env);
  if (gw.kind !== "sandbox") return null;
  const order = {} as SandboxOrder;
  for (const key of checkoutKeys) {
    const value = form.get(key);
    if (typeof value !== "string" || value.length > 500) return null;
    order[key] = value;
  }
  if (
    order.merchant_id !== gw.merchantId ||
    order.notify_url !== gw.notifyUrl ||
    order.return_url !== gw.returnUrl ||
    order.cancel_url !== gw.cancelUrl
  )
    return null;
  const expected = checkoutHash(order.merchant_id, order.order_id, order.amount, order.currency, gw.secret);
  return signaturesMatch(expected, order.hash) ? order : null;
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

let paymentCounter = 0;

/**
 * Charges a test card: sends the signed notify to our notify URL over HTTP, as PayHere does, and says where
 * the browser goes next (the return URL's path with order_id, status and payment_id).
 */
export async function paySandboxOrder(env: Env, order: SandboxOrder, cardNumber: string) {
  const gw = gateway(env);
  if (gw.kind !== "sandbox") throw new Error("the sandbox gateway is not enabled");
  const outcome = sandboxOutcome(cardNumber);
  paymentCounter = (paymentCounter + 1) % 1000;
  const paymentId = `SBX${Date.now()}${String(paymentCounter).padStart(3, "0")}`;
  const digits = cardNumber.replace(/\D/g, "");
  const fields = {
    merchant_id: order.merchant_id,
    order_id: order.order_id,
    payment_id: paymentId,
    payhere_amount: order.amount,
    payhere_currency: order.currency,
    status_code: outcome.status,
    status_message: outcome.message,
    method: cardMethod(digits),
    card_holder_name: `${order.first_name} ${order.last_name}`.trim(),
    card_no: `${digits.slice(0, 4)}********${digits.slice(-4)}`,
    card_expiry: "12/30",
    custom_1: order.custom_1,
    custom_2: order.custom_2,
    recurring: "1",
    message_type: outcome.status === "2" ? "AUTHORIZATION_SUCCESS" : "AUTHORIZATION_FAILED",
    item_recurrence: order.recurrence.toUpperCase(),
    item_duration: order.duration.toUpperCase(),
    item_rec_status: outcome.status === "2" ? "0" : "-1",
    item_rec_date_next: nextMonth(),
    item_rec_install_paid: outcome.status === "2" ? "1" : "0",
    subscription_id: `SBXSUB${order.order_id.slice(-6)}`,
  };
  const md5sig = notifySignature(fields, gw.secret);
  const response = await fetch(gw.notifyUrl, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, md5sig }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`notify answered ${response.status}: ${await response.text()}`);
  const query = new URLSearchParams({ order_id: order.order_id, status: outcome.status, payment_id: paymentId });
  return { outcome, paymentId, returnTo: `${localPath(gw.returnUrl)}?${query}` };
}

function nextMonth() {
  const d = new Date();
  d.setMonth(d.getMonth() + 1);
  return d.toISOString().slice(0, 10);
}
