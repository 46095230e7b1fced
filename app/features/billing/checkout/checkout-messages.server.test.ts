import { describe, expect, it } from "vitest";
import { checkoutMessagesIn, englishCheckoutMessages } from "./checkout-messages.server";

describe("checkout's words in English", () => {
  it("are the product's, word for word (docs/product.md, Checkout and payment)", () => {
    const { invalidPlan, ...words } = englishCheckoutMessages;
    expect(words).toEqual({
      invalidEmail: "Please enter a valid email address",
      businessName: "Business name must be at least 3 characters",
      phone: "Please enter a valid phone number",
      terms: "You must agree to the terms and conditions",
      validationTitle: "Form Validation Failed",
      validationText: "Please correct the errors in the form",
      invalidCheckoutTitle: "Invalid Checkout",
      dataErrorTitle: "Data Error",
      invalidPricing: "Invalid pricing data",
      loadFailed: "Failed to load checkout data",
      invalidWizard: "Invalid wizard data format",
      paymentFailedTitle: "Payment Failed",
      paymentInitiatedTitle: "Payment Initiated",
      paymentInitiatedText: "Redirecting you to the secure payment page...",
      network: "Network error: Unable to connect to server. Please check your internet connection or try again later.",
      unexpected: "An unexpected error occurred. Please try again or contact support.",
      accountExists: "An account already uses this email. Sign in to your Fli DESK, or use another email.",
      accountExistsTitle: "You Already Have an Account",
      accountExistsText:
        "To add a plan to your existing account, sign in to your Fli DESK and contact us from there. To open a new account, use another email.",
      paymentsOffTitle: "Payments Unavailable",
      paymentsOff: "Online payments are not set up on this site yet. Please contact us to start your plan.",
      notSaved: "Failed to create checkout session: Database error: the order could not be saved",
    });
    expect(invalidPlan("Platinum")).toBe("Invalid plan configuration for Platinum");
  });

  it("are English for an English reader, and the reader's own in Sinhala", async () => {
    expect(await checkoutMessagesIn("en")).toBe(englishCheckoutMessages);
    const sinhala = await checkoutMessagesIn("si");
    expect(sinhala.dataErrorTitle).not.toBe("Data Error");
    expect(sinhala.invalidPlan("Growth")).toContain("Growth");
  });
});
