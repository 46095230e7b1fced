// What other features may use of billing in the browser (and on the server): the words for its codes.

export { type ActionableSubscription, SubscriptionActions } from "./components/subscription-actions";
export { chargedAmount, paymentMethodLabel, paymentStatusLabel, subscriptionStatus } from "./labels";
