import { randomInt } from "node:crypto";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** docs/product.md, Checkout and payment: a prefix, a timestamp and a random suffix, e.g. FLD-ORD-1763712000000-K7Q2XM. Made on the server. */
export function makeOrderId(now = Date.now()) {
  let suffix = "";
  for (let i = 0; i < 6; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `FLD-ORD-${now}-${suffix}`;
}

export const ORDER_ID_PATTERN = /^FLD-ORD-\d{13}-[A-Z2-9]{6}$/;
