/**
 * The admin Billing tab's words for what a row is and where it stands: a subscription's status as the notify path
 * keeps it, a payment's as its status code and refunds make it. Shared by the tab, its filter and its CSV.
 */

export const BILLING_KINDS = ["subscription", "payment"] as const;
export type BillingKind = (typeof BILLING_KINDS)[number];
export const billingKindLabels: Record<BillingKind, string> = { subscription: "Subscription", payment: "Payment" };

export const BILLING_STATUSES = [
  "past_due",
  "stopped",
  "charged_back",
  "refund_unconfirmed",
  "returning",
  "active",
  "completed",
  "paid",
  "partly_refunded",
  "refunded",
  "pending",
  "failed",
  "cancelled",
] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

export const billingStatusLabels: Record<BillingStatus, string> = {
  past_due: "Installment failed",
  stopped: "Stopped by PayHere",
  charged_back: "Charged back",
  refund_unconfirmed: "Refund unconfirmed",
  returning: "Not honoured, refund owed",
  active: "Active",
  completed: "Completed",
  paid: "Paid",
  partly_refunded: "Partly refunded",
  refunded: "Refunded",
  pending: "Pending",
  failed: "Failed",
  cancelled: "Cancelled",
};

/** A subscription needs the agency: PayHere could not charge it, or it stopped or is being cancelled. */
export const ATTENTION_STATUSES: readonly string[] = ["past_due", "stopped", "charged_back", "cancelling", "failed"];

/**
 * A payment needs the agency: PayHere did not confirm a refund of it, which someone must check and settle; or it is
 * a charge we do not honour whose refund is not made yet (the billing jobs make it; without the merchant API, the
 * admin's refund dialog does).
 */
const PAYMENT_ATTENTION = ["refund_unconfirmed", "returning"];

/** A status in words; one we do not know yet (a newer code) is shown as stored, not hidden. */
export const billingStatusLabel = (status: string) =>
  (billingStatusLabels as Record<string, string>)[status] ?? status.replaceAll("_", " ");

/** The badge's colour of a status: red when it needs the agency, green when money came in. */
export function billingStatusTone(status: string) {
  if (ATTENTION_STATUSES.includes(status) || PAYMENT_ATTENTION.includes(status)) return "danger" as const;
  if (status === "active" || status === "paid" || status === "completed") return "success" as const;
  return "outline" as const;
}
