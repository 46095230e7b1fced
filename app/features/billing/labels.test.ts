import { describe, expect, it } from "vitest";
import {
  chargedAmount,
  PAYMENT_METHOD_LABELS,
  paymentMethodLabel,
  paymentStatusLabel,
  subscriptionStatus,
} from "./labels";

describe("payment method labels", () => {
  it.each([
    ["VISA", "Visa"],
    ["MASTER", "Mastercard"],
    ["AMEX", "American Express"],
    ["EZCASH", "eZ Cash"],
    ["master", "Mastercard"],
    ["CARD", "Card"],
  ])("%s reads %s", (code, label) => {
    expect(paymentMethodLabel(code)).toBe(label);
  });

  it("names every code in the table in words, never the code itself in capitals", () => {
    for (const [code, label] of Object.entries(PAYMENT_METHOD_LABELS)) {
      expect(label).not.toBe("");
      if (code !== "HNB") expect(label).not.toBe(code);
    }
  });

  it("says Card when the gateway sent no method, and keeps a code it does not know", () => {
    expect(paymentMethodLabel(null)).toBe("Card");
    expect(paymentMethodLabel("BOC")).toBe("BOC");
  });
});

describe("payment and subscription statuses", () => {
  it.each([
    ["2", "Paid"],
    ["0", "Pending"],
    ["-1", "Cancelled"],
    ["-2", "Failed"],
    ["-3", "Charged back"],
  ])("status code %s reads %s", (code, label) => {
    expect(paymentStatusLabel(code)).toBe(label);
  });

  it("writes a subscription's status in words, positive only when it is active or completed", () => {
    expect(subscriptionStatus("active")).toEqual({ label: "Active", positive: true });
    expect(subscriptionStatus("past_due")).toEqual({ label: "Past due", positive: false });
    expect(subscriptionStatus("stopped")).toEqual({ label: "Stopped", positive: false });
    expect(subscriptionStatus("odd")).toEqual({ label: "odd", positive: false });
  });
});

describe("the amount charged", () => {
  it("shows a USD charge with the plan's LKR price beside it", () => {
    expect(chargedAmount("USD", "115.00", 35000)).toBe("USD 115 (LKR 35,000)");
  });

  it("shows an LKR charge once, and a foreign charge alone when the LKR price is unknown", () => {
    expect(chargedAmount("LKR", "35000.00", 35000)).toBe("LKR 35,000");
    expect(chargedAmount("USD", 99.5, null)).toBe("USD 99.50");
  });
});
