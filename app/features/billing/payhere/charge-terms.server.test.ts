import { describe, expect, it } from "vitest";
import { type ChargeTerms, termsMismatch } from "./charge-terms.server";

const monthly = {
  amount: "50000.00",
  currency: "LKR" as const,
  cycle: "monthly" as const,
  planConfig: { duration: "Forever" },
};
const annual = { ...monthly, amount: "540000.00", cycle: "annual" as const };
const good: ChargeTerms = { amount: "50000.00", currency: "LKR", recurrence: "1 MONTH", duration: "FOREVER" };

describe("termsMismatch, the one check of a charge against its order", () => {
  it("passes the order's own terms, whatever PayHere's letter case", () => {
    expect(termsMismatch(monthly, good)).toBeNull();
    expect(termsMismatch(monthly, { ...good, amount: "50000", recurrence: "1 Month", duration: "Forever" })).toBeNull();
    expect(termsMismatch(annual, { ...good, amount: "540000.00", recurrence: "1 YEAR" })).toBeNull();
  });

  it.each<[string, Partial<ChargeTerms>, string]>([
    [
      "a yearly recurrence on a monthly order",
      { recurrence: "1 YEAR" },
      "recurs every 1 YEAR, the order every 1 Month",
    ],
    ["no recurrence (a one-off payment)", { recurrence: null }, "recurs never"],
    ["a fixed duration", { duration: "1 MONTH" }, "runs 1 MONTH, the order Forever"],
    ["no duration", { duration: null }, "runs once"],
    ["another amount", { amount: "1.00" }, "charged LKR 1.00 for an order of LKR 50000.00"],
    ["another currency", { currency: "USD" }, "charged USD 50000.00"],
    ["an unreadable amount", { amount: "fifty" }, "charged LKR fifty"],
  ])("names %s", (_, change, words) => {
    expect(termsMismatch(monthly, { ...good, ...change })).toContain(words);
  });

  it("takes a plan without a duration as Forever, the catalogue's", () => {
    expect(termsMismatch({ ...monthly, planConfig: {} }, good)).toBeNull();
  });
});
