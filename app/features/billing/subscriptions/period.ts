/**
 * The one rule for a billing period (docs/product.md, Billing): every date that says when a plan is paid up to,
 * when it is charged next and how much of a period is unused comes from `billingPeriod`, on the server, in the
 * browser, in the mails, in the sandbox gateway's records and in the demo data, so they cannot disagree.
 *
 * A payment received on a Sri Lankan calendar day opens a period that starts that day and ends the day before the
 * same day a month (monthly) or twelve months (annual) later; that later day is the next charge. A day the later
 * month lacks becomes its last day: 31 Jan + 1 month is 28 Feb (29 Feb in a leap year), 29 Feb + 1 year is 28 Feb.
 * Days are YYYY-MM-DD text; free of server code.
 */

import type { Cycle } from "~/features/plans";
import { formatTimestamp } from "~/lib/format";

/** The Sri Lankan calendar day of a moment. */
export const colomboDay = (at: Date) => formatTimestamp(at).slice(0, 10);

/** A calendar day (YYYY-MM-DD) some days or months later (or earlier, when negative). */
export function shiftDay(day: string, { days = 0, months = 0 }: { days?: number; months?: number }) {
  const [y = 0, m = 1, d = 1] = day.split("-").map(Number);
  if (months) {
    // The same day of a later month, or that month's last day (31 Jan + 1 month is 28 or 29 Feb).
    const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
    return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last) + days)).toISOString().slice(0, 10);
  }
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from one day to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Months one period lasts. */
export const cycleMonths: Record<Cycle, number> = { monthly: 1, annual: 12 };

/** The cycle of PayHere's `recurrence` ("1 Month", "1 Year"): a year for `1 Year`, else a month. */
export const cycleOfRecurrence = (recurrence: string): Cycle =>
  recurrence.trim().toUpperCase() === "1 YEAR" ? "annual" : "monthly";

export type BillingPeriod = {
  /** The day the payment was received: the period's first day. */
  start: string;
  /** The period's last day, the day before the next charge. */
  lastDay: string;
  /** The next charge: the same day a month or a year on (or that month's last day). */
  nextCharge: string;
  /** Days in the period: 28 to 31 for a month, 365 or 366 for a year. */
  days: number;
};

/**
 * The period a payment opened. `opened` is the moment it was received (read as a Sri Lankan day) or that day
 * itself (YYYY-MM-DD); a moment sent as text (a loader's JSON) is read as a moment.
 */
export function billingPeriod(opened: Date | string, cycle: Cycle): BillingPeriod {
  const start =
    typeof opened === "string" && /^\d{4}-\d{2}-\d{2}$/.test(opened) ? opened : colomboDay(new Date(opened));
  const nextCharge = shiftDay(start, { months: cycleMonths[cycle] });
  return { start, lastDay: shiftDay(nextCharge, { days: -1 }), nextCharge, days: daysBetween(start, nextCharge) };
}

/**
 * The days of a period not yet begun on `today` (today included): what a plan that stops today leaves unused.
 * The period's whole length before it starts, none from its next charge on.
 */
export function unusedDays(period: BillingPeriod, today: string) {
  return Math.max(0, Math.min(period.days, daysBetween(today, period.nextCharge)));
}
