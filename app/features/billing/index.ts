// What other features may use of billing in the browser (and on the server): the words for its codes.

export {
  BILLING_KINDS,
  BILLING_STATUSES,
  billingKindLabels,
  billingStatusLabel,
  billingStatusTone,
} from "./admin-labels";
export { CycleChoice } from "./components/cycle-choice";
export { documentHref, type ListedPayment, PaymentsList } from "./components/payments-list";
export { type ChangeableSubscription, PlanChange } from "./components/plan-change";
export { type ActionableSubscription, SubscriptionActions } from "./components/subscription-actions";
export { type Cycle, cycleAmount, cycleLabels, cyclePeriod, cycles } from "./cycles";
export { chargedAmount, paymentMethodLabel, paymentStatusLabel, subscriptionStatus } from "./labels";
export { type BillingPeriod, billingPeriod, colomboDay } from "./period";
