import { colomboMonthKey, colomboMonthStart } from "~/lib/colombo-month";

/**
 * The admin's revenue figures per calendar month (Asia/Colombo), computed from subscriptions, charges and refunds
 * (docs/decisions/0042-revenue-figures.md says what each counts). Pure: the queries are revenue.server.ts's, so the
 * rules are tested on plain rows.
 */

export type Currency = "LKR" | "USD";
/** An amount in each currency as it was paid: rupees and dollars are never added at a guessed rate. */
export type Money = Record<Currency, number>;

export type SubscriptionRow = {
  userId: string;
  amount: number;
  currency: Currency;
  cycle: "monthly" | "annual";
  createdAt: Date;
  /** When the plan stopped being paid for; null while it runs. */
  endedAt: Date | null;
};

export type ChargeRow = {
  userId: string | null;
  orderId: string;
  /** The plan's name as the portal shows it, e.g. "Growth (Social Media)". */
  plan: string;
  amount: number;
  currency: Currency;
  ok: boolean;
  at: Date;
};

export type RefundRow = { amount: number; currency: Currency; at: Date };

export type MonthFigures = {
  /** YYYY-MM, the Colombo calendar month. */
  month: string;
  /** Monthly recurring revenue at the month's end (now, for the running month): annual plans count a twelfth. */
  mrr: Money;
  /** Charges received less refunds given back in the month. */
  revenue: Money;
  newSubscriptions: number;
  churned: number;
  reactivated: number;
  /** Clients with a charge received in the month, per currency. */
  payingClients: Record<Currency, number>;
  /** Revenue per paying client, per currency; 0 without paying clients. */
  arpc: Money;
  succeededCharges: number;
  failedCharges: number;
  /** Failed charges of the month whose order was paid within 30 days after (a retry that worked). */
  recoveredCharges: number;
  /** Succeeded charges of all charges tried, in per cent; null in a month without charges. */
  collectionRate: number | null;
};

export type RevenueFigures = { months: MonthFigures[]; byPlan: { plan: string; revenue: Money }[] };

const RECOVERY_MS = 30 * 24 * 60 * 60 * 1000;
const zero = (): Money => ({ LKR: 0, USD: 0 });
const cents = (n: number) => Math.round(n * 100) / 100;

/** The first instant of the Colombo month `offset` months after `now`'s (negative: before). */
export const monthStart = (now: Date, offset = 0) => colomboMonthStart(now, -offset);

const runs = (s: SubscriptionRow, at: Date) => s.createdAt <= at && (s.endedAt === null || s.endedAt > at);
const monthly = (s: SubscriptionRow) => (s.cycle === "annual" ? s.amount / 12 : s.amount);

/** The plans of each client (Map.groupBy is not in Node 20). */
function byClient(subs: SubscriptionRow[]) {
  const out = new Map<string, SubscriptionRow[]>();
  for (const s of subs) out.set(s.userId, [...(out.get(s.userId) ?? []), s]);
  return out;
}

/** Whether the client had a running plan just before `at` and none at `at` (or the reverse, for a start). */
function coveredAt(subs: SubscriptionRow[], at: Date) {
  return subs.some((s) => runs(s, at));
}

/** Each plan's start as the figures count it: a client's first, a return after a gap, or a plan change (neither). */
function starts(subs: SubscriptionRow[]) {
  const byUser = byClient(subs);
  const out: { at: Date; kind: "new" | "reactivated" }[] = [];
  for (const own of byUser.values()) {
    const sorted = [...own].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    sorted.forEach((s, i) => {
      if (i === 0) out.push({ at: s.createdAt, kind: "new" });
      else if (!coveredAt(sorted, new Date(s.createdAt.getTime() - 1)))
        out.push({ at: s.createdAt, kind: "reactivated" });
    });
  }
  return out;
}

/** A client's plan ending with no other plan of theirs running on: a churn (a plan change is none). */
function churns(subs: SubscriptionRow[]) {
  const byUser = byClient(subs);
  const out: Date[] = [];
  for (const own of byUser.values()) {
    for (const s of own) if (s.endedAt && !coveredAt(own, s.endedAt)) out.push(s.endedAt);
  }
  return out;
}

function chargeFigures(charges: ChargeRow[], refunds: RefundRow[], from: Date, to: Date) {
  const within = (at: Date) => at >= from && at < to;
  const revenue = zero();
  const payers: Record<Currency, Set<string>> = { LKR: new Set(), USD: new Set() };
  let succeeded = 0;
  let failed = 0;
  let recovered = 0;
  for (const c of charges) {
    if (!within(c.at)) continue;
    if (c.ok) {
      succeeded += 1;
      revenue[c.currency] += c.amount;
      payers[c.currency].add(c.userId ?? c.orderId);
      continue;
    }
    failed += 1;
    const paidAfter = charges.some(
      (p) => p.ok && p.orderId === c.orderId && p.at > c.at && p.at.getTime() - c.at.getTime() <= RECOVERY_MS,
    );
    if (paidAfter) recovered += 1;
  }
  for (const r of refunds) if (within(r.at)) revenue[r.currency] -= r.amount;
  return { revenue, payers, succeeded, failed, recovered };
}

/** The last `count` Colombo months up to `now`'s, oldest first, with every figure of each. */
export function revenueMonths(
  rows: { subscriptions: SubscriptionRow[]; charges: ChargeRow[]; refunds: RefundRow[] },
  now: Date,
  count = 12,
): RevenueFigures {
  const started = starts(rows.subscriptions);
  const ended = churns(rows.subscriptions);
  const months: MonthFigures[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const from = monthStart(now, -back);
    const to = monthStart(now, -back + 1);
    const at = back === 0 ? now : new Date(to.getTime() - 1);
    const mrr = zero();
    for (const s of rows.subscriptions) if (runs(s, at)) mrr[s.currency] += monthly(s);
    const inMonth = (d: Date) => d >= from && d < to;
    const c = chargeFigures(rows.charges, rows.refunds, from, to);
    const paying = { LKR: c.payers.LKR.size, USD: c.payers.USD.size };
    const tried = c.succeeded + c.failed;
    months.push({
      month: colomboMonthKey(from),
      mrr: { LKR: cents(mrr.LKR), USD: cents(mrr.USD) },
      revenue: { LKR: cents(c.revenue.LKR), USD: cents(c.revenue.USD) },
      newSubscriptions: started.filter((s) => s.kind === "new" && inMonth(s.at)).length,
      reactivated: started.filter((s) => s.kind === "reactivated" && inMonth(s.at)).length,
      churned: ended.filter(inMonth).length,
      payingClients: paying,
      arpc: {
        LKR: paying.LKR ? cents(c.revenue.LKR / paying.LKR) : 0,
        USD: paying.USD ? cents(c.revenue.USD / paying.USD) : 0,
      },
      succeededCharges: c.succeeded,
      failedCharges: c.failed,
      recoveredCharges: c.recovered,
      collectionRate: tried ? Math.round((c.succeeded / tried) * 1000) / 10 : null,
    });
  }
  return { months, byPlan: revenueByPlan(rows.charges, monthStart(now, -(count - 1))) };
}

/** Charges received since `from` per plan, largest first (refunds stay in the months: they name no plan). */
function revenueByPlan(charges: ChargeRow[], from: Date) {
  const plans = new Map<string, Money>();
  for (const c of charges) {
    if (!c.ok || c.at < from) continue;
    const money = plans.get(c.plan) ?? zero();
    money[c.currency] = cents(money[c.currency] + c.amount);
    plans.set(c.plan, money);
  }
  return [...plans]
    .map(([plan, revenue]) => ({ plan, revenue }))
    .sort((a, b) => b.revenue.LKR - a.revenue.LKR || b.revenue.USD - a.revenue.USD || a.plan.localeCompare(b.plan));
}
