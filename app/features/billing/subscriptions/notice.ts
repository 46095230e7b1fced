/**
 * When a cancellation takes effect (docs/product.md, Billing; docs/decisions/0023-subscription-self-service.md). The
 * pricing page promises a notice of `billingTerms.cancellationNoticeDays`: the service runs at least that long
 * from the request, and to the end of the paid period that covers the notice's last day, since an installment
 * charged inside the notice pays for a whole period. The gateway's subscription is cancelled on the last day of
 * service, before the next installment would be charged. Days are Sri Lankan calendar days (YYYY-MM-DD).
 */
import { billingTerms, isBundle } from "~/features/plans";
import { formatDate } from "~/lib/format";
import { colomboDay, shiftDay } from "./period";

// Day arithmetic lives with the billing period's rule, which the notice's billing dates follow.
export { colomboDay, shiftDay } from "./period";

/**
 * The last day of service for a cancellation asked for at `now`: the day before the first billing date after the
 * notice's last day, or the notice's last day when no billing date is known. Billing dates are `nextBillingDate`
 * and each one's next charge after it (`billingPeriod`'s rule, period by period: 31 Jan, 28 Feb, 28 Mar).
 */
export function serviceEndDay(
  now: Date,
  nextBillingDate: string | null,
  monthsPerPeriod = 1,
  noticeDays: number = billingTerms.cancellationNoticeDays,
) {
  const noticeEnds = shiftDay(colomboDay(now), { days: noticeDays });
  if (!nextBillingDate || !/^\d{4}-\d{2}-\d{2}$/.test(nextBillingDate)) return noticeEnds;
  let periods = 0;
  let billing = nextBillingDate;
  // Bounded: a billing date 100 years back is not a plan we still run.
  while (billing <= noticeEnds && periods < 1200) {
    periods += 1;
    // Each installment opens a period of its own, so each billing date follows from the one before it.
    billing = shiftDay(billing, { months: monthsPerPeriod });
  }
  return shiftDay(billing, { days: -1 });
}

/** The last day of a bundle's commitment, which started on its first payment: 12 months on, less a day. */
export function commitmentEndDay(startedAt: Date | string) {
  return shiftDay(colomboDay(new Date(startedAt)), { months: billingTerms.bundleCommitmentMonths, days: -1 });
}

/** What the end of a subscription's service depends on (a row of `subscriptions`, or the Billing tab's copy). */
export type Cancellable = { plan: string; cycle: string; nextBillingDate: string | null; createdAt: Date | string };

/**
 * The last day of service for a subscription cancelled at `now`: the notice's rule for its cycle, and for a
 * bundle not before the end of its commitment (the pricing page sells it on a 12-month commitment).
 */
export function cancellationEndDay(now: Date, sub: Cancellable) {
  const noticeEnd = serviceEndDay(now, sub.nextBillingDate, sub.cycle === "annual" ? 12 : 1);
  if (!isBundle(sub.plan)) return noticeEnd;
  const committed = commitmentEndDay(sub.createdAt);
  // YYYY-MM-DD days compare as text.
  return committed.localeCompare(noticeEnd) > 0 ? committed : noticeEnd;
}

/** "Your bundle runs to 23 Nov 2027, the end of its 12-month commitment": what the client reads before confirming. */
export const commitmentWords = (day: string) =>
  `Your bundle runs to ${formatDate(day)}, the end of its ${billingTerms.bundleCommitmentMonths}-month commitment`;
