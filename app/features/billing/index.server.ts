// What routes and other features may use of billing (server side); the sub-folders (checkout, payhere,
// subscriptions, plan-changes, refunds, documents) are billing's own business. The sandbox gateway takes from here
// the PayHere protocol as an outside gateway speaks it (gateway, sandboxAppCredentials, checkoutHash,
// notifySignature, signaturesMatch) and billing's rule for the next charge (nextCharge).

export {
  adminBillingView,
  BILLING_CSV_HEADER,
  type BillingRow,
  billingCsvCells,
  listBilling,
  readBillingFilter,
} from "./admin-billing.server";
export {
  englishTexts,
  type RefundAnswers,
  refundAnswers,
  type SettleAnswers,
  type SubscriptionAnswers,
  settleAnswers,
  subscriptionAnswers,
} from "./answers.server";
export { startBillingJobs } from "./billing-jobs.server";
export { submitCheckout } from "./checkout/checkout-action.server";
export { checkoutMessagesIn, englishCheckoutMessages } from "./checkout/checkout-messages.server";
export { checkoutLinkSchema } from "./checkout/checkout-schema.server";
export { ORDER_ID_PATTERN } from "./checkout/order-id.server";
export { orderIdSchema, orderState } from "./checkout/orders.server";
export { paymentFailure } from "./checkout/payment-failure.server";
export { billingAttachments, documentPdf } from "./documents/document-files.server";
export {
  type BillingDocument,
  DOCUMENT_NUMBER_PATTERN,
  documentOwner,
  issueCreditNote,
  issueReceipt,
} from "./documents/documents.server";
export { gateway, paymentsWarning, sandboxAppCredentials } from "./payhere/gateway.server";
export { merchantApi } from "./payhere/merchant-api.server";
export { handleNotify } from "./payhere/notify.server";
export { checkoutHash, notifySignature, signaturesMatch } from "./payhere/payhere.server";
export { startReconciliation } from "./payhere/reconcile-job.server";
export { type PlanChange, planChangeMessages, startPlanChange } from "./plan-changes/plan-change.server";
export { type SettleInput, settleMessages, settleRefund } from "./refunds/refund-settle.server";
export { type RefundRequest, refundMessages, refundPayment } from "./refunds/refunds.server";
export { type Money, type MonthFigures, type RevenueFigures, revenueFigures } from "./revenue/revenue.server";
export { billingFor } from "./subscriptions/billing.server";
export { nextCharge } from "./subscriptions/next-charge.server";
export { subscriptionAction } from "./subscriptions/subscription-actions.server";
