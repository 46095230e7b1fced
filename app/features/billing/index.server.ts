// What other features may use of billing (server side).
export { billingFor } from "./billing.server";
export { subscriptionAction } from "./subscription-actions.server";
