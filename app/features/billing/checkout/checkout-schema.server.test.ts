import { describe, expect, it } from "vitest";
import { type CheckoutFields, checkoutFieldErrors } from "./checkout-form";
import { englishCheckoutMessages } from "./checkout-messages.server";
import { parseCheckout } from "./checkout-schema.server";

const wizard = JSON.stringify({
  businessInfo: { businessName: "Galle Surf Co", industry: "Tourism & Travel", website: "" },
  marketingGoals: ["Brand Awareness"],
  platformPreferences: ["Instagram"],
  hearAboutUs: "Google Search",
  accountInfo: { fullName: "Sahan Perera", workEmail: "sahan@example.lk", countryCode: "+94", phone: "771234567" },
});

/** The form the page posts for what the buyer typed: a checkbox that is not ticked is not sent. */
function posted(fields: CheckoutFields, extra: Record<string, string> = {}) {
  const form = new FormData();
  const all = { plan: "Growth", currency: "LKR", wizard, password: "Secret#2025a", ...extra };
  for (const [key, value] of Object.entries(all)) form.set(key, value);
  form.set("email", fields.email);
  form.set("businessName", fields.businessName);
  form.set("phone", fields.phone);
  if (fields.agreeToTerms) form.set("agreeToTerms", "on");
  return form;
}

const good: CheckoutFields = { email: "a@b.lk", businessName: "Tea Co", phone: "+94771234567", agreeToTerms: true };

describe("checkout's server schema and the page's rules", () => {
  it.each<Partial<CheckoutFields>>([
    {},
    { email: "" },
    { email: "  a@b.lk  " },
    { email: "nope" },
    { email: "a b@c.lk" },
    { email: `${"x".repeat(250)}@b.lk` },
    { businessName: "" },
    { businessName: " ab " },
    { businessName: "abc" },
    { phone: "" },
    { phone: "12345678" },
    { phone: " 123456789 " },
    { phone: "1".repeat(31) },
    { agreeToTerms: false },
    { email: "x", businessName: "", phone: "1", agreeToTerms: false },
  ])("agree on %o", (change) => {
    const fields = { ...good, ...change };
    const browser = checkoutFieldErrors(fields, englishCheckoutMessages);
    const server = parseCheckout(posted(fields));
    if (Object.keys(browser).length === 0) {
      expect(server.ok).toBe(true);
      if (server.ok) expect(server.value.email).toBe(fields.email.trim());
    } else {
      expect(server).toEqual({
        ok: false,
        problem: {
          kind: "invalid",
          title: "Form Validation Failed",
          message: "Please correct the errors in the form",
          fields: browser,
        },
      });
    }
  });

  it("refuses the plan first, then the currency, each with the product's title", () => {
    const bad = { ...good, email: "nope" };
    expect(parseCheckout(posted(bad, { plan: "Platinum", currency: "EUR" }))).toMatchObject({
      problem: { title: "Payment Failed", message: "Invalid plan configuration for Platinum" },
    });
    expect(parseCheckout(posted(bad, { currency: "EUR" }))).toMatchObject({
      problem: { title: "Data Error", message: "Invalid pricing data" },
    });
  });

  it("checks the wizard's answers after the buyer's fields: their format, then every step for the plan", () => {
    expect(parseCheckout(posted({ ...good, email: "nope" }, { wizard: "{not json" }))).toMatchObject({
      problem: { message: "Please correct the errors in the form" },
    });
    expect(parseCheckout(posted(good, { wizard: "{not json" }))).toMatchObject({
      problem: { title: "Data Error", message: "Invalid wizard data format" },
    });
    expect(parseCheckout(posted(good, { password: "short" }))).toMatchObject({
      problem: {
        title: "Form Validation Failed",
        message: "Password must be at least 8 characters long",
        fields: { password: "Password must be at least 8 characters long" },
      },
    });
  });
});
