import { billingPeriod, cycleOfRecurrence } from "./period";

/**
 * The next billing day (YYYY-MM-DD) of a charge made at `from` for PayHere's `recurrence` (`1 Month`, `1 Year`):
 * the one rule of `billingPeriod`, so the sandbox gateway's records and notifies give the date our screens show.
 */
export function nextCharge(recurrence: string, from: Date) {
  return billingPeriod(from, cycleOfRecurrence(recurrence)).nextCharge;
}
