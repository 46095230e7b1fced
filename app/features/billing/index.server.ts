// What other features may use of billing (server side).

export {
  adminBillingView,
  BILLING_CSV_HEADER,
  type BillingRow,
  billingCsvCells,
  listBilling,
  readBillingFilter,
} from "./admin-billing.server";
export { billingFor } from "./billing.server";
export { billingAttachments, documentPdf } from "./document-files.server";
export {
  type BillingDocument,
  DOCUMENT_NUMBER_PATTERN,
  documentOwner,
  issueCreditNote,
  issueReceipt,
} from "./documents.server";
export { merchantApi } from "./merchant-api.server";
export { type PlanChange, planChangeMessages, startPlanChange } from "./plan-change.server";
export { type SettleInput, settleMessages, settleRefund } from "./refund-settle.server";
export { type RefundRequest, refundMessages, refundPayment } from "./refunds.server";
export { subscriptionAction } from "./subscription-actions.server";
