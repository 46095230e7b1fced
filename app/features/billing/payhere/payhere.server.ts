import { createHash, timingSafeEqual } from "node:crypto";

/**
 * PayHere's signing scheme (docs/payhere.md). The same code signs the checkout form and checks the
 * notify, for PayHere and for our local sandbox gateway alike.
 */
const md5Upper = (text: string) => createHash("md5").update(text, "utf8").digest("hex").toUpperCase();

/** Two decimals, no thousands separator: 1000 -> "1000.00". */
export function formatAmount(amount: number | string) {
  return Number(amount).toFixed(2);
}

/** hash = UPPER(MD5(merchant_id + order_id + amount + currency + UPPER(MD5(secret)))) */
export function checkoutHash(merchantId: string, orderId: string, amount: string, currency: string, secret: string) {
  return md5Upper(merchantId + orderId + amount + currency + md5Upper(secret));
}

/** md5sig = UPPER(MD5(merchant_id + order_id + payhere_amount + payhere_currency + status_code + UPPER(MD5(secret)))) */
export function notifySignature(
  fields: {
    merchant_id: string;
    order_id: string;
    payhere_amount: string;
    payhere_currency: string;
    status_code: string;
  },
  secret: string,
) {
  return md5Upper(
    fields.merchant_id +
      fields.order_id +
      fields.payhere_amount +
      fields.payhere_currency +
      fields.status_code +
      md5Upper(secret),
  );
}

/** Compares in constant time, so the answer's timing tells nothing about how much of a forged signature matched. */
export function signaturesMatch(expected: string, given: string) {
  const a = Buffer.from(expected.toUpperCase());
  const b = Buffer.from(given.toUpperCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

export const PAYHERE_CHECKOUT_URL = {
  sandbox: "https://sandbox.payhere.lk/pay/checkout",
  live: "https://www.payhere.lk/pay/checkout",
} as const;

/** PayHere's notify status codes. */
export const STATUS = { success: "2", pending: "0", canceled: "-1", failed: "-2", chargedBack: "-3" } as const;
