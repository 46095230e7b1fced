// What other features may use of billing in the browser (and on the server): the words for its codes.

export {
  BILLING_KINDS,
  BILLING_STATUSES,
  billingKindLabels,
  billingStatusLabel,
  billingStatusTone,
} from "./admin-labels";
export { chargedAmount, paymentMethodLabel, paymentStatusLabel, subscriptionStatus } from "./labels";
