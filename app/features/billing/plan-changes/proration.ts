/**
 * What a plan change gives back of the old plan (docs/decisions/0023-subscription-self-service.md). PayHere cannot
 * start a subscription later, so the new plan starts the day it is paid: that day opens the new plan's first
 * period, and it and the rest of the old plan's last paid period (`billingPeriod`, the one rule) are unused, so
 * that share of the old plan's last payment is refunded. Free of server code: the Billing tab shows the figure the
 * server refunds, from this same function. Days are Sri Lankan calendar days (YYYY-MM-DD).
 */
import type { Cycle } from "~/features/plans";
import { billingPeriod, unusedDays } from "../subscriptions/period";

/** The old plan's last received payment: what it paid, what was already given back of it, the day it was paid. */
export type RefundBasis = {
  /** The payment's amount and what was refunded of it so far, as decimals ("50000.00"). */
  paid: string;
  refunded: string;
  currency: "LKR" | "USD";
  paidOn: string;
  /** The cycle it paid: a month or a year from `paidOn`. */
  cycle: Cycle;
};

export type UnusedRefund = {
  /** In the payment's currency, rounded down to cents; 0 when nothing is refunded. */
  amount: number;
  unusedDays: number;
  periodDays: number;
};

const cents = (amount: string) => Math.round(Number(amount) * 100);

/**
 * The refund for the old plan's unused days when the change is paid on `today`: its last payment × unused days /
 * days in the period that payment opened, never more than is left to refund of that payment. The change's own day
 * is the new plan's (it is charged for it), so a change on the period's last day refunds that one day, and one on
 * the day of the old plan's next charge nothing.
 */
export function unusedRefund(basis: RefundBasis, today: string): UnusedRefund {
  const period = billingPeriod(basis.paidOn, basis.cycle);
  const unused = unusedDays(period, today);
  const prorated = Math.floor((cents(basis.paid) * unused) / period.days);
  const owed = Math.min(prorated, cents(basis.paid) - cents(basis.refunded));
  return { amount: owed > 0 ? owed / 100 : 0, unusedDays: unused, periodDays: period.days };
}

/** The refund as the client reads it before confirming a change: "and LKR 1,612.90 for the unused days ...". */
export const unusedDaysWords = (amount: string) => `and ${amount} for the unused days of your current plan is refunded`;
