import { describe, expect, it } from "vitest";
import { type RefundBasis, unusedRefund } from "./proration";

const growth = (paidOn: string, refunded = "0.00"): RefundBasis => ({
  paid: "50000.00",
  refunded,
  currency: "LKR",
  paidOn,
  cycle: "monthly",
});

describe("the refund of the old plan's unused days", () => {
  it("gives back the days after the change, to the end of the period the last payment paid for", () => {
    // Paid 14 Nov for 14 Nov - 13 Dec (30 days); the change on 24 Nov is its last day: 25 Nov - 13 Dec unused.
    expect(unusedRefund(growth("2026-11-14"), "2026-11-24")).toEqual({
      amount: 31_666.66,
      unusedDays: 19,
      periodDays: 30,
    });
  });

  it("counts the change's own day as used: a change the day the plan was paid keeps one day", () => {
    expect(unusedRefund(growth("2026-11-24"), "2026-11-24")).toEqual({
      amount: 48_333.33,
      unusedDays: 29,
      periodDays: 30,
    });
  });

  it("refunds nothing for a change on the period's last day, one day's worth the day before", () => {
    // Paid 25 Oct for 25 Oct - 24 Nov (31 days).
    expect(unusedRefund(growth("2026-10-25"), "2026-11-24")).toEqual({ amount: 0, unusedDays: 0, periodDays: 31 });
    expect(unusedRefund(growth("2026-10-25"), "2026-11-23").amount).toBe(1_612.9);
  });

  it("refunds nothing once the period is over (an installment that failed paid for nothing since)", () => {
    expect(unusedRefund(growth("2026-09-01"), "2026-11-24")).toEqual({ amount: 0, unusedDays: 0, periodDays: 30 });
  });

  it("prorates an annual payment over its year's days", () => {
    const annual: RefundBasis = { ...growth("2026-08-16"), paid: "540000.00", cycle: "annual" };
    expect(unusedRefund(annual, "2026-11-24")).toEqual({ amount: 390_575.34, unusedDays: 264, periodDays: 365 });
    expect(unusedRefund({ ...annual, paidOn: "2027-03-01" }, "2027-03-01").periodDays).toBe(366);
  });

  it("takes a month paid on the 31st to the next month's last day", () => {
    expect(unusedRefund(growth("2026-01-31"), "2026-02-27")).toEqual({
      amount: 0,
      unusedDays: 0,
      periodDays: 28,
    });
  });

  it("never gives back more than is left of the payment", () => {
    expect(unusedRefund(growth("2026-11-24", "40000.00"), "2026-11-24").amount).toBe(10_000);
    expect(unusedRefund(growth("2026-11-24", "50000.00"), "2026-11-24").amount).toBe(0);
  });

  it("rounds down to the cent", () => {
    // 999.99 x 19 / 30 = 633.327: 633.32, not 633.33.
    expect(unusedRefund({ ...growth("2026-11-14"), paid: "999.99" }, "2026-11-24").amount).toBe(633.32);
  });
});
