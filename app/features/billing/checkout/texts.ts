import type { PortalMessages } from "~/lib/portal-texts";
import type { CheckoutMessages } from "./checkout-form";

/** Checkout's words in the page's language (decision 50), from the purchase path's `buy_` messages. */
export function checkoutMessagesOf(m: PortalMessages): CheckoutMessages {
  return {
    invalidEmail: m.buy_email_invalid(),
    businessName: m.buy_co_business_name(),
    phone: m.buy_co_phone(),
    terms: m.buy_co_terms(),
    validationTitle: m.buy_co_validation_title(),
    validationText: m.buy_co_validation_text(),
    invalidCheckoutTitle: m.buy_co_invalid_checkout(),
    dataErrorTitle: m.buy_co_data_error(),
    invalidPricing: m.buy_co_invalid_pricing(),
    loadFailed: m.buy_co_load_failed(),
    invalidWizard: m.buy_co_invalid_wizard(),
    paymentFailedTitle: m.buy_co_payment_failed(),
    paymentInitiatedTitle: m.buy_co_initiated_title(),
    paymentInitiatedText: m.buy_co_initiated_text(),
    network: m.buy_co_network(),
    unexpected: m.buy_co_unexpected(),
    invalidPlan: (plan) => m.buy_co_invalid_plan({ plan }),
    accountExists: m.buy_co_account_exists(),
    accountExistsTitle: m.buy_co_account_exists_title(),
    accountExistsText: m.buy_co_account_exists_text(),
    paymentsOffTitle: m.buy_co_payments_off_title(),
    paymentsOff: m.buy_co_payments_off(),
    notSaved: m.buy_co_not_saved(),
  };
}
