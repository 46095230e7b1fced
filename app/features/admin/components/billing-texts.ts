import { type BILLING_KINDS, type BILLING_STATUSES, billingStatusLabel } from "~/features/billing";
import type { PortalMessages } from "~/lib/portal-texts";

type BillingKind = (typeof BILLING_KINDS)[number];
type BillingStatus = (typeof BILLING_STATUSES)[number];

/**
 * The Billing tab's words for a row's kind and status in the reader's language (decision 49), the English ones
 * word for word those of `billingKindLabels` and `billingStatusLabels`, which the CSV keeps.
 */
export const billingKindTexts: Record<BillingKind, (m: PortalMessages) => string> = {
  subscription: (m) => m.admin_billing_kind_subscription(),
  payment: (m) => m.admin_billing_kind_payment(),
};

const statusTexts: Record<BillingStatus, (m: PortalMessages) => string> = {
  past_due: (m) => m.admin_billing_status_past_due(),
  stopped: (m) => m.admin_billing_status_stopped(),
  charged_back: (m) => m.billing_status_charged_back(),
  refund_unconfirmed: (m) => m.admin_billing_status_refund_unconfirmed(),
  returning: (m) => m.admin_billing_status_returning(),
  active: (m) => m.billing_status_active(),
  completed: (m) => m.billing_status_completed(),
  paid: (m) => m.billing_payment_paid(),
  partly_refunded: (m) => m.admin_billing_status_partly_refunded(),
  refunded: (m) => m.admin_billing_status_refunded(),
  pending: (m) => m.billing_payment_pending(),
  failed: (m) => m.billing_payment_failed(),
  cancelled: (m) => m.billing_status_cancelled(),
};

/** A status in words; one we do not know yet (a newer code) is shown as stored, as `billingStatusLabel` does. */
export const billingStatusText = (m: PortalMessages, status: string) =>
  (statusTexts as Record<string, ((m: PortalMessages) => string) | undefined>)[status]?.(m) ??
  billingStatusLabel(status);
