import { describe, expect, it } from "vitest";
import { checkoutFieldErrors } from "./checkout-form";
import { englishCheckoutMessages } from "./checkout-messages.server";

describe("checkout form", () => {
  it("rules and messages", () => {
    expect(
      checkoutFieldErrors(
        { email: "x", businessName: " ab ", phone: "12345678", agreeToTerms: false },
        englishCheckoutMessages,
      ),
    ).toEqual({
      email: "Please enter a valid email address",
      businessName: "Business name must be at least 3 characters",
      phone: "Please enter a valid phone number",
      agreeToTerms: "You must agree to the terms and conditions",
    });
    expect(
      checkoutFieldErrors(
        { email: "a@b.lk", businessName: "abc", phone: "123456789", agreeToTerms: true },
        englishCheckoutMessages,
      ),
    ).toEqual({});
  });
});
