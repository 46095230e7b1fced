import { cycleRecurrence } from "~/features/plans";
import type { CheckoutSession } from "../checkout/paid-account.server";
import { formatAmount } from "./payhere.server";

/**
 * What the gateway says it charged: the amount and currency (signed in the notify), and the recurrence and duration
 * (never signed: PayHere's checkout hash leaves them out, so a buyer can change them in the form). Null where the
 * gateway did not say: a charge that does not recur, or a payment whose record we could not read.
 */
export type ChargeTerms = { amount: string; currency: string; recurrence: string | null; duration: string | null };

/** The duration every plan and bundle is sold for (the catalogue's `duration`); an order keeps its plan's. */
function orderDuration(session: Pick<CheckoutSession, "planConfig">) {
  const config = session.planConfig as { duration?: unknown } | null;
  return typeof config?.duration === "string" ? config.duration : "Forever";
}

/** PayHere writes "1 MONTH" in the notify and "1 Month" in the form: compared without case or extra spaces. */
const same = (a: string, b: string) => a.trim().replace(/\s+/g, " ").toUpperCase() === b.trim().toUpperCase();

/**
 * The one check of a charge's terms against its order, for every path that records a payment (the notify, the
 * nightly reconciliation, and through them a retry's or an installment's charge): null when the amount, currency,
 * recurrence and duration are all the order's, else what differs, in words for the admin. Every order is a
 * subscription, so a charge that does not say it recurs (the buyer took `recurrence` out of the form and paid
 * once) differs too.
 */
export function termsMismatch(
  session: Pick<CheckoutSession, "amount" | "currency" | "cycle" | "planConfig">,
  terms: ChargeTerms,
): string | null {
  const differs: string[] = [];
  const amount = Number(terms.amount);
  if (
    !Number.isFinite(amount) ||
    formatAmount(amount) !== formatAmount(session.amount) ||
    terms.currency !== session.currency
  )
    differs.push(
      `charged ${terms.currency} ${terms.amount} for an order of ${session.currency} ${formatAmount(session.amount)}`,
    );
  const recurrence = cycleRecurrence[session.cycle];
  if (!terms.recurrence || !same(terms.recurrence, recurrence))
    differs.push(`recurs ${terms.recurrence ? `every ${terms.recurrence}` : "never"}, the order every ${recurrence}`);
  const duration = orderDuration(session);
  if (!terms.duration || !same(terms.duration, duration))
    differs.push(`runs ${terms.duration ?? "once"}, the order ${duration}`);
  return differs.length ? differs.join("; ") : null;
}
