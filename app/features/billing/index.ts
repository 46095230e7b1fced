// What other features may use of billing in the browser (and on the server): the words for its codes.

export {
  BILLING_KINDS,
  BILLING_STATUSES,
  billingKindLabels,
  billingStatusLabel,
  billingStatusTone,
} from "./admin-labels";
export { documentHref, type ListedPayment, PaymentsList } from "./components/payments-list";
export { chargedAmount, paymentMethodLabel, paymentStatusLabel, subscriptionStatus } from "./labels";
export { type ChangeableSubscription, PlanChange } from "./plan-changes/components/plan-change";
export { type ActionableSubscription, SubscriptionActions } from "./subscriptions/components/subscription-actions";
export { type BillingPeriod, billingPeriod, colomboDay } from "./subscriptions/period";
