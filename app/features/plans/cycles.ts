import { billingTerms } from "./catalogue";

/**
 * How often a plan is charged, and what each charge is: the catalogue's monthly price, or twelve months at the
 * catalogue's annual saving once a year. Free of server code: the wizard and checkout show the amounts the server
 * charges, from the same function.
 */
export const cycles = ["monthly", "annual"] as const;
export type Cycle = (typeof cycles)[number];

export const cycleLabels: Record<Cycle, string> = { monthly: "Monthly", annual: "Annual" };

/** PayHere's `recurrence` for each cycle (docs/payhere.md, Recurring); `duration` is Forever for both. */
export const cycleRecurrence: Record<Cycle, "1 Month" | "1 Year"> = { monthly: "1 Month", annual: "1 Year" };

/** "month" or "year": what one charge pays for, in "LKR 540,000 / year". */
export const cyclePeriod: Record<Cycle, "month" | "year"> = { monthly: "month", annual: "year" };

export function isCycle(value: unknown): value is Cycle {
  return value === "monthly" || value === "annual";
}

/**
 * One charge of a plan in a currency: the monthly price, or 12 months less `annualSavingsPercent`, in whole cents
 * (every catalogue price gives whole units today; the rounding only keeps a future price from giving 0.1 + 0.2).
 */
export function cycleAmount(price: { lkr: number; usd: number }, cycle: Cycle, currency: "LKR" | "USD") {
  const monthly = currency === "LKR" ? price.lkr : price.usd;
  if (cycle === "monthly") return monthly;
  const cents = Math.round(((monthly * 12 * (100 - billingTerms.annualSavingsPercent)) / 100) * 100);
  return cents / 100;
}

/** What the annual cycle saves over 12 monthly charges, in the currency. */
export function annualSaving(price: { lkr: number; usd: number }, currency: "LKR" | "USD") {
  const monthly = currency === "LKR" ? price.lkr : price.usd;
  return monthly * 12 - cycleAmount(price, "annual", currency);
}
