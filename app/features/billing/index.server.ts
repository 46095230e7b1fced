// What other features may use of billing (server side).

export {
  adminBillingView,
  BILLING_CSV_HEADER,
  type BillingRow,
  billingCsvCells,
  listBilling,
  readBillingFilter,
} from "./admin-billing.server";
export { billingAttachments, documentPdf } from "./documents/document-files.server";
export {
  type BillingDocument,
  DOCUMENT_NUMBER_PATTERN,
  documentOwner,
  issueCreditNote,
  issueReceipt,
} from "./documents/documents.server";
// The PayHere protocol as an outside gateway speaks it: what the sandbox gateway needs to sign and check its forms
// and notifies the way PayHere does, and to date the installments it charges by billing's own rule.
export { gateway, sandboxAppCredentials } from "./payhere/gateway.server";
export { merchantApi } from "./payhere/merchant-api.server";
export { checkoutHash, notifySignature, signaturesMatch } from "./payhere/payhere.server";
export { type PlanChange, planChangeMessages, startPlanChange } from "./plan-changes/plan-change.server";
export { type SettleInput, settleMessages, settleRefund } from "./refunds/refund-settle.server";
export { type RefundRequest, refundMessages, refundPayment } from "./refunds/refunds.server";
export { billingFor } from "./subscriptions/billing.server";
export { nextCharge } from "./subscriptions/next-charge.server";
export { subscriptionAction } from "./subscriptions/subscription-actions.server";
