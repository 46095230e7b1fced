import { describe, expect, it } from "vitest";
import { billingPeriod, cycleOfRecurrence, unusedDays } from "./period";

describe("the billing period a payment opens (the one rule)", () => {
  it("runs a month from the day paid: paid 29 Oct, charged next on 29 Nov, 31 days", () => {
    expect(billingPeriod("2026-10-29", "monthly")).toEqual({
      start: "2026-10-29",
      lastDay: "2026-11-28",
      nextCharge: "2026-11-29",
      days: 31,
    });
  });

  it("reads a moment as its Sri Lankan day: 20:00 UTC on 28 Oct is already 29 Oct in Colombo", () => {
    expect(billingPeriod(new Date("2026-10-28T20:00:00Z"), "monthly").start).toBe("2026-10-29");
    // A moment sent as text (a loader's JSON) is a moment too, not a day.
    expect(billingPeriod("2026-10-28T20:00:00.000Z", "monthly").nextCharge).toBe("2026-11-29");
    // 23:59 in Colombo is still that day.
    expect(billingPeriod(new Date("2026-10-29T18:29:00Z"), "monthly").start).toBe("2026-10-29");
  });

  it("takes a day the next month lacks to that month's last day", () => {
    expect(billingPeriod("2026-01-31", "monthly")).toMatchObject({ nextCharge: "2026-02-28", days: 28 });
    expect(billingPeriod("2026-01-29", "monthly")).toMatchObject({ nextCharge: "2026-02-28", days: 30 });
    expect(billingPeriod("2026-03-31", "monthly")).toMatchObject({ nextCharge: "2026-04-30", days: 30 });
    expect(billingPeriod("2026-08-31", "monthly")).toMatchObject({ nextCharge: "2026-09-30", days: 30 });
    // Over the year's end.
    expect(billingPeriod("2026-12-31", "monthly")).toMatchObject({ nextCharge: "2027-01-31", days: 31 });
  });

  it("knows leap years: 31 Jan 2028 runs to 29 Feb, and February's own period is 29 days", () => {
    expect(billingPeriod("2028-01-31", "monthly")).toMatchObject({ nextCharge: "2028-02-29", days: 29 });
    expect(billingPeriod("2028-02-29", "monthly")).toMatchObject({ nextCharge: "2028-03-29", days: 29 });
    expect(billingPeriod("2028-02-01", "monthly").days).toBe(29);
    // 2100 is not a leap year (divisible by 100, not by 400); 2000 was.
    expect(billingPeriod("2100-01-31", "monthly").nextCharge).toBe("2100-02-28");
    expect(billingPeriod("2000-01-31", "monthly").nextCharge).toBe("2000-02-29");
  });

  it("runs an annual period twelve months: 365 days, or 366 over a 29 Feb", () => {
    expect(billingPeriod("2026-11-27", "annual")).toMatchObject({ nextCharge: "2027-11-27", days: 365 });
    expect(billingPeriod("2027-03-01", "annual")).toMatchObject({ nextCharge: "2028-03-01", days: 366 });
    expect(billingPeriod("2028-02-29", "annual")).toMatchObject({ nextCharge: "2029-02-28", lastDay: "2029-02-27" });
    expect(billingPeriod("2028-02-29", "annual").days).toBe(365);
  });

  it("follows each payment: after a short month the day stays where the clamp left it", () => {
    // 31 Jan, then the installment of 28 Feb opens 28 Feb - 27 Mar.
    const first = billingPeriod("2027-01-31", "monthly");
    expect(billingPeriod(first.nextCharge, "monthly").nextCharge).toBe("2027-03-28");
  });

  it("counts the unused days from the day given, that day included, to the next charge", () => {
    const period = billingPeriod("2026-10-29", "monthly");
    expect(unusedDays(period, "2026-11-27")).toBe(2);
    expect(unusedDays(period, "2026-11-28")).toBe(1);
    expect(unusedDays(period, "2026-11-29")).toBe(0);
    expect(unusedDays(period, "2026-12-15")).toBe(0);
    expect(unusedDays(period, "2026-10-29")).toBe(31);
    expect(unusedDays(period, "2026-10-01")).toBe(31);
  });

  it("maps PayHere's recurrence to a cycle", () => {
    expect(cycleOfRecurrence("1 Year")).toBe("annual");
    expect(cycleOfRecurrence(" 1 YEAR ")).toBe("annual");
    expect(cycleOfRecurrence("1 Month")).toBe("monthly");
  });
});
