import { createHmac } from "node:crypto";
import type { Env } from "~/lib/env.server";
import { PAYHERE_CHECKOUT_URL } from "./payhere.server";

/**
 * Where the browser pays and who signs: PayHere when configured, else our own sandbox gateway where it is allowed
 * (`sandboxAllowed`), else nothing: checkout then says payments are not set up.
 */
export type Gateway =
  | {
      kind: "payhere" | "sandbox";
      merchantId: string;
      secret: string;
      /** PayHere's absolute address; the sandbox's is relative, so it posts to whatever host the page came from. */
      checkoutUrl: string;
      notifyUrl: string;
      returnUrl: string;
      cancelUrl: string;
    }
  | { kind: "none" };

export const SANDBOX_MERCHANT_ID = "SANDBOX";
export const SANDBOX_PATH = "/sandbox-gateway/pay";
export const NOTIFY_PATH = "/api/payments/notify";

/** localhost, *.localhost, 127.0.0.0/8 and [::1]: addresses only this machine can open. */
export function isLoopbackUrl(url: string) {
  const host = new URL(url).hostname;
  return host === "localhost" || host.endsWith(".localhost") || /^127(\.\d{1,3}){3}$/.test(host) || host === "[::1]";
}

/**
 * The sandbox hands out real accounts for test cards, so it must never be open on a public address by default:
 * it is on for a local PUBLIC_URL, and elsewhere only with PAYMENTS_SANDBOX=true (PAYMENTS_SANDBOX=false: never).
 */
export function sandboxAllowed(env: Env) {
  return env.PAYMENTS_SANDBOX ?? isLoopbackUrl(env.PUBLIC_URL);
}

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
  if (!sandboxAllowed(env)) return { kind: "none" };
  return {
    kind: "sandbox",
    merchantId: SANDBOX_MERCHANT_ID,
    // Derived from the session secret: stable across restarts, the same on every process sharing the database
    // (they must share SESSION_SECRET), never shown, and different on every install.
    secret: createHmac("sha256", env.SESSION_SECRET).update("sandbox-gateway").digest("hex"),
    checkoutUrl: SANDBOX_PATH,
    ...urls,
  };
}

/** The one line start-up prints about payments, or null when there is nothing to say. */
export function paymentsWarning(env: Env): string | null {
  const gw = gateway(env);
  if (gw.kind === "none") {
    return `Payments are not set up: checkout is closed. Set PAYHERE_MERCHANT_ID and PAYHERE_MERCHANT_SECRET, or PAYMENTS_SANDBOX=true for test payments on ${env.PUBLIC_URL}.`;
  }
  if (gw.kind === "sandbox" && !isLoopbackUrl(env.PUBLIC_URL)) {
    return `PAYMENTS_SANDBOX=true: test cards open real accounts on ${env.PUBLIC_URL} without any money moving.`;
  }
  return null;
}

export const SANDBOX_API_BASE_PATH = "/sandbox-gateway";

/**
 * The Business App credentials the sandbox's merchant API accepts: PAYHERE_APP_ID/PAYHERE_APP_SECRET when set (to
 * try an app's settings against the sandbox), else its own, derived from the session secret as its merchant secret.
 */
export function sandboxAppCredentials(env: Env) {
  if (env.PAYHERE_APP_ID && env.PAYHERE_APP_SECRET)
    return { appId: env.PAYHERE_APP_ID, appSecret: env.PAYHERE_APP_SECRET };
  return {
    appId: "SANDBOX-APP",
    appSecret: createHmac("sha256", env.SESSION_SECRET).update("sandbox-merchant-api").digest("hex"),
  };
}
