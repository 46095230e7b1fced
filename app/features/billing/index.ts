// What other features may use of billing in the browser (and on the server): the words for its codes.

export {
  BILLING_KINDS,
  BILLING_STATUSES,
  billingKindLabels,
  billingStatusLabel,
  billingStatusTone,
} from "./admin-labels";
export {
  type CheckoutActionData,
  checkoutFailed,
  unreadableCheckout,
} from "./checkout/checkout-form";
export { CheckoutNotice } from "./checkout/components/checkout-notice";
export { CheckoutProgress } from "./checkout/components/checkout-progress";
export { GatewayRedirect } from "./checkout/components/gateway-redirect";
export { OrderSummary } from "./checkout/components/order-summary";
export { PaymentForm } from "./checkout/components/payment-form";
export { PaymentPaid, PaymentPending, PaymentReceived, PaymentReturning } from "./checkout/components/payment-result";
export { useCheckout } from "./checkout/components/use-checkout";
export { useDeskCountdown, usePollWhilePending } from "./checkout/components/use-payment-result";
export { checkoutMessagesOf } from "./checkout/texts";
export { documentHref, type ListedPayment, PaymentsList } from "./components/payments-list";
export { chargedAmount, paymentMethodLabel, paymentStatusLabel, subscriptionStatus } from "./labels";
export { type ChangeableSubscription, PlanChange } from "./plan-changes/components/plan-change";
export { type ActionableSubscription, SubscriptionActions } from "./subscriptions/components/subscription-actions";
export { type BillingPeriod, billingPeriod, colomboDay } from "./subscriptions/period";
