/**
 * What billing's stored codes mean to a person: PayHere's payment methods and status codes, and a subscription's
 * status. Zod-free and free of server code, so the portal's Billing tab and the server share one table.
 */
import { formatLkr, formatMoney } from "~/lib/format";

/** PayHere's `method` values (docs/payhere.md, the notify), and "CARD", which our sandbox sends for other cards. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  VISA: "Visa",
  MASTER: "Mastercard",
  AMEX: "American Express",
  EZCASH: "eZ Cash",
  MCASH: "mCash",
  GENIE: "Genie",
  VISHWA: "Sampath Vishwa",
  PAYAPP: "PayApp",
  HNB: "HNB",
  FRIMI: "FriMi",
  TEST: "Test payment",
  CARD: "Card",
};

/** "Mastercard" for MASTER; a code we do not know yet is shown as the gateway sent it, not hidden. */
export function paymentMethodLabel(code: string | null | undefined) {
  if (!code) return "Card";
  return PAYMENT_METHOD_LABELS[code.toUpperCase()] ?? code;
}

/** PayHere's `status_code`: 2 is a verified success, 0 still pending, anything else (-1, -2, -3) did not pay. */
export function paymentStatusLabel(code: string, rejected?: string | null) {
  // A charge we do not honour (its terms were not the order's, a second charge, a given-up order): given back.
  if (rejected) return "Returned in full";
  if (code === "2") return "Paid";
  if (code === "0") return "Pending";
  if (code === "-1") return "Cancelled";
  if (code === "-3") return "Charged back";
  return "Failed";
}

const SUBSCRIPTION_LABELS: Readonly<Record<string, { label: string; positive: boolean }>> = {
  active: { label: "Active", positive: true },
  past_due: { label: "Past due", positive: false },
  stopped: { label: "Stopped", positive: false },
  completed: { label: "Completed", positive: true },
  cancelled: { label: "Cancelled", positive: false },
  charged_back: { label: "Charged back", positive: false },
};

/** Statuses whose installment failed: the client may retry it (app/features/billing/subscriptions/retry.server.ts). */
export const FAILED_STATUS_CODES = ["past_due", "stopped"];

/** A subscription's status (db/schema/billing.ts: active, past_due, stopped, completed, cancelled) in words. */
export function subscriptionStatus(status: string) {
  return SUBSCRIPTION_LABELS[status] ?? { label: status, positive: false };
}

/**
 * What was charged, in the currency it was charged in, with the plan's LKR price beside a foreign amount:
 * "USD 115 (LKR 35,000)", or just "LKR 35,000" (also when the LKR price is not known).
 */
export function chargedAmount(currency: string, amount: number | string, amountLkr: number | null) {
  const charged = formatMoney(currency, amount);
  return currency === "LKR" || amountLkr === null ? charged : `${charged} (${formatLkr(amountLkr)})`;
}
