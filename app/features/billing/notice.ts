/**
 * When a cancellation takes effect (docs/product.md, Billing; docs/decisions/0023-subscription-self-service.md). The
 * pricing page promises a notice of `billingTerms.cancellationNoticeDays`: the service runs at least that long
 * from the request, and to the end of the paid period that covers the notice's last day, since an installment
 * charged inside the notice pays for a whole period. The gateway's subscription is cancelled on the last day of
 * service, before the next installment would be charged. Days are Sri Lankan calendar days (YYYY-MM-DD).
 */
import { billingTerms, isBundle } from "~/features/plans";
import { formatDate, formatTimestamp } from "~/lib/format";

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

/**
 * The last day of service for a cancellation asked for at `now`: the day before the first billing date after the
 * notice's last day (billing dates are `nextBillingDate` and every `monthsPerPeriod` after it), or the notice's
 * last day when no billing date is known.
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
    billing = shiftDay(nextBillingDate, { months: periods * monthsPerPeriod });
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
