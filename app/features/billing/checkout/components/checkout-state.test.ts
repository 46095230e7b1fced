import { describe, expect, it } from "vitest";
import { checkoutReducer, initialCheckout } from "./checkout-state";

const start = initialCheckout({ email: "a@b.lk", businessName: "Tea Co", cycle: "monthly" });
const stored = {
  businessInfo: { businessName: "Tea Co", industry: "Retail", website: "" },
  marketingGoals: [],
  platformPreferences: [],
  hearAboutUs: "",
  accountInfo: { fullName: "A B", workEmail: "a@b.lk", countryCode: "+94", phone: "771234567" },
  step: 6,
};

describe("checkout's state", () => {
  it("fills the phone from the wizard unless the buyer typed one; no answers leaves the rest as it was", () => {
    const loaded = checkoutReducer(start, {
      type: "loaded",
      wizard: stored,
      phone: "+94771234567",
      needsPassword: true,
    });
    expect(loaded).toMatchObject({ wizard: stored, needsPassword: true, fields: { phone: "+94771234567" } });
    const typed = checkoutReducer(start, { type: "typed", field: "phone", value: "0112345678" });
    const kept = checkoutReducer(typed, {
      type: "loaded",
      wizard: stored,
      phone: "+94771234567",
      needsPassword: false,
    });
    expect(kept.fields.phone).toBe("0112345678");
    expect(checkoutReducer(start, { type: "loaded", wizard: null, phone: "", needsPassword: true })).toEqual({
      ...start,
      wizard: null,
    });
  });

  it("answers the server's message on a field once the buyer types in it, and touches what changes", () => {
    const refused = checkoutReducer(start, { type: "refused", errors: { email: "taken", agreeToTerms: "agree" } });
    const typed = checkoutReducer(refused, { type: "typed", field: "email", value: "c@d.lk" });
    expect(typed.serverErrors).toEqual({ agreeToTerms: "agree" });
    expect(typed.touched).toEqual({ email: true });
    const agreed = checkoutReducer(typed, { type: "agreed", value: true });
    expect(agreed.serverErrors).toEqual({ agreeToTerms: "agree" });
    expect(agreed.touched).toEqual({ email: true, agreeToTerms: true });
  });

  it("is busy from sending until refused (a submit that got no answer included), and stays so once accepted", () => {
    const sending = checkoutReducer(checkoutReducer(start, { type: "submitted" }), { type: "sending" });
    expect(sending.processing).toBe(true);
    expect(Object.keys(sending.touched)).toEqual(["email", "businessName", "phone", "agreeToTerms", "password"]);
    expect(checkoutReducer(sending, { type: "refused", errors: {} }).processing).toBe(false);
    const gateway = { url: "/sandbox-gateway/pay", fields: {} };
    expect(checkoutReducer(sending, { type: "accepted", gateway })).toMatchObject({ processing: true, gateway });
  });
});
