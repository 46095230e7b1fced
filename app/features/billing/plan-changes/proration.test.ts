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
  it("gives back the change's day and the rest of the period the last payment opened", () => {
    // Paid 29 Oct for 29 Oct - 28 Nov (31 days, next charge 29 Nov); a change on 27 Nov leaves 27 and 28 Nov.
    expect(unusedRefund(growth("2026-10-29"), "2026-11-27")).toEqual({
      amount: 3_225.8,
      unusedDays: 2,
      periodDays: 31,
    });
    // Paid 14 Nov for 14 Nov - 13 Dec (30 days); a change on 24 Nov leaves 24 Nov - 13 Dec.
    expect(unusedRefund(growth("2026-11-14"), "2026-11-24")).toEqual({
      amount: 33_333.33,
      unusedDays: 20,
      periodDays: 30,
    });
  });

  it("gives back the whole payment for a change the day the plan was paid: the new plan has that day", () => {
    expect(unusedRefund(growth("2026-11-24"), "2026-11-24")).toEqual({
      amount: 50_000,
      unusedDays: 30,
      periodDays: 30,
    });
  });

  it("refunds one day on the period's last day, nothing on the day of the next charge", () => {
    // Paid 25 Oct for 25 Oct - 24 Nov (31 days), next charge 25 Nov.
    expect(unusedRefund(growth("2026-10-25"), "2026-11-24")).toEqual({
      amount: 1_612.9,
      unusedDays: 1,
      periodDays: 31,
    });
    expect(unusedRefund(growth("2026-10-25"), "2026-11-25")).toEqual({ amount: 0, unusedDays: 0, periodDays: 31 });
  });

  it("refunds nothing once the period is over (an installment that failed paid for nothing since)", () => {
    expect(unusedRefund(growth("2026-09-01"), "2026-11-24")).toEqual({ amount: 0, unusedDays: 0, periodDays: 30 });
  });

  it("prorates an annual payment over its year's days", () => {
    const annual: RefundBasis = { ...growth("2026-08-16"), paid: "540000.00", cycle: "annual" };
    expect(unusedRefund(annual, "2026-11-24")).toEqual({ amount: 392_054.79, unusedDays: 265, periodDays: 365 });
    expect(unusedRefund({ ...annual, paidOn: "2027-03-01" }, "2027-03-01").periodDays).toBe(366);
  });

  it("takes a month paid on the 31st to the next month's last day", () => {
    // 31 Jan 2026 - 27 Feb, next charge 28 Feb: 28 days.
    expect(unusedRefund(growth("2026-01-31"), "2026-02-27")).toEqual({
      amount: 1_785.71,
      unusedDays: 1,
      periodDays: 28,
    });
    expect(unusedRefund(growth("2026-01-31"), "2026-02-28").amount).toBe(0);
    // In a leap year the same payment runs to 29 Feb.
    expect(unusedRefund(growth("2028-01-31"), "2028-02-28")).toMatchObject({ unusedDays: 1, periodDays: 29 });
  });

  it("never gives back more than is left of the payment", () => {
    expect(unusedRefund(growth("2026-11-24", "40000.00"), "2026-11-24").amount).toBe(10_000);
    expect(unusedRefund(growth("2026-11-24", "50000.00"), "2026-11-24").amount).toBe(0);
  });

  it("rounds down to the cent", () => {
    // 999.99 x 19 / 30 = 633.327: 633.32, not 633.33.
    expect(unusedRefund({ ...growth("2026-11-14"), paid: "999.99" }, "2026-11-25").amount).toBe(633.32);
  });
});
