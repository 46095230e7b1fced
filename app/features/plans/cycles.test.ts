import { describe, expect, it } from "vitest";
import { billingTerms, findPlan } from "./catalogue";
import { annualSaving, cycleAmount, cycleRecurrence, isCycle } from "./cycles";

const growth = findPlan("Growth")?.price ?? { lkr: 0, usd: 0 };

describe("cycleAmount", () => {
  it("charges the catalogue's monthly price every month", () => {
    expect(cycleAmount(growth, "monthly", "LKR")).toBe(50000);
    expect(cycleAmount(growth, "monthly", "USD")).toBe(165);
  });

  it("charges 12 months less the catalogue's annual saving once a year, in both currencies", () => {
    expect(billingTerms.annualSavingsPercent).toBe(10);
    expect(cycleAmount(growth, "annual", "LKR")).toBe(540000);
    expect(cycleAmount(growth, "annual", "USD")).toBe(1782);
    expect(annualSaving(growth, "LKR")).toBe(60000);
  });

  it("gives every plan whole cents, never a floating-point tail", () => {
    expect(cycleAmount({ lkr: 33333, usd: 111.11 }, "annual", "USD")).toBe(1199.99);
    expect(cycleAmount({ lkr: 33333, usd: 111.11 }, "annual", "LKR")).toBe(359996.4);
  });

  it("maps each cycle to PayHere's recurrence and knows no other cycle", () => {
    expect(cycleRecurrence).toEqual({ monthly: "1 Month", annual: "1 Year" });
    expect(isCycle("annual")).toBe(true);
    expect(isCycle("yearly")).toBe(false);
  });
});
