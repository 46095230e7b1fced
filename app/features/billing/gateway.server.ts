import { createHmac } from "node:crypto";
import type { Env } from "~/lib/env.server";
import { PAYHERE_CHECKOUT_URL } from "./payhere.server";

/** Where the browser pays and who signs: PayHere when configured, else our own local sandbox gateway. */
export type Gateway = {
  kind: "payhere" | "sandbox";
  merchantId: string;
  secret: string;
  checkoutUrl: string;
  notifyUrl: string;
  returnUrl: string;
  cancelUrl: string;
};

export const SANDBOX_MERCHANT_ID = "SANDBOX";
export const SANDBOX_PATH = "/sandbox-gateway/pay";
export const NOTIFY_PATH = "/api/payments/notify";

export function gateway(env: Env): Gateway {
  const urls = {
    notifyUrl: `${env.PUBLIC_URL}${NOTIFY_PATH}`,
    returnUrl: `${env.PUBLIC_URL}/payment-success`,
    cancelUrl: `${env.PUBLIC_URL}/pricing?error=payment_cancelled`,
  };
  if (env.PAYHERE_MERCHANT_ID && env.PAYHERE_MERCHANT_SECRET) {
    return {
      kind: "payhere",
      merchantId: env.PAYHERE_MERCHANT_ID,
      secret: env.PAYHERE_MERCHANT_SECRET,
      checkoutUrl: PAYHERE_CHECKOUT_URL[env.PAYHERE_MODE],
      ...urls,
    };
  }
  return {
    kind: "sandbox",
    merchantId: SANDBOX_MERCHANT_ID,
    // Derived from the session secret: stable across restarts, never shown, and different on every install.
    secret: createHmac("sha256", env.SESSION_SECRET).update("sandbox-gateway").digest("hex"),
    checkoutUrl: `${env.PUBLIC_URL}${SANDBOX_PATH}`,
    ...urls,
  };
}

/** The sandbox honours PayHere's sandbox test cards (shared/PAYHERE.md). */
const cardOutcomes: Record<string, { status: "2" | "-2"; message: string }> = {
  "4916217501611292": { status: "2", message: "Successfully completed the payment." },
  "5307732125531191": { status: "2", message: "Successfully completed the payment." },
  "346781005510225": { status: "2", message: "Successfully completed the payment." },
  "4024007194349121": { status: "-2", message: "Insufficient funds" },
  "5459051433777487": { status: "-2", message: "Insufficient funds" },
  "370787711978928": { status: "-2", message: "Insufficient funds" },
  "4929119799365646": { status: "-2", message: "Limit exceeded" },
  "5491182243178283": { status: "-2", message: "Limit exceeded" },
  "340701811823469": { status: "-2", message: "Limit exceeded" },
  "4929768900837248": { status: "-2", message: "Do not honor" },
  "5388172137367973": { status: "-2", message: "Do not honor" },
  "374664175202812": { status: "-2", message: "Do not honor" },
  "4024007120869333": { status: "-2", message: "Network error" },
  "5237980565185003": { status: "-2", message: "Network error" },
  "373433500205887": { status: "-2", message: "Network error" },
};

export function sandboxOutcome(cardNumber: string) {
  const digits = cardNumber.replace(/\D/g, "");
  return cardOutcomes[digits] ?? { status: "-2" as const, message: "Card declined" };
}

export function cardMethod(cardNumber: string) {
  const digits = cardNumber.replace(/\D/g, "");
  if (digits.startsWith("4")) return "VISA";
  if (/^5[1-5]/.test(digits)) return "MASTER";
  if (/^3[47]/.test(digits)) return "AMEX";
  return "CARD";
}
