import { and, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { checkoutSessions, payments, refunds, subscriptions } from "#db/schema";
import type { Db } from "~/lib/db.server";
import { STATUS } from "../payhere/payhere.server";
import { type Currency, monthStart, type RevenueFigures, revenueMonths } from "./revenue-months";

export type { Money, MonthFigures, RevenueFigures } from "./revenue-months";

// A plan the gateway or the client ended; `cancelledAt` is when, or failing that the failed charge that ended it.
const ENDED = ["cancelled", "stopped", "completed"];
const endedAt = sql<Date | null>`case
  when ${subscriptions.cancelledAt} is not null then ${subscriptions.cancelledAt}
  when ${subscriptions.status} in (${sql.join(
    ENDED.map((s) => sql`${s}`),
    sql`, `,
  )}) then coalesce(${subscriptions.failedAt}, ${subscriptions.createdAt})
  else null end`.mapWith((v: string | Date | null) => (v === null ? null : new Date(v)));

/**
 * The admin's revenue figures over the last `count` Colombo months (decision 42): every subscription (few: one or
 * two per client), the charges tried and the refunds given back since the first of those months. A charge the
 * gateway took but we do not honour (`payments.rejected`) is no revenue, and its return no refund.
 */
export async function revenueFigures(db: Db, now = new Date(), count = 12): Promise<RevenueFigures> {
  const from = monthStart(now, -(count - 1));
  const [subs, charges, given] = await Promise.all([
    db
      .select({
        userId: subscriptions.userId,
        amount: subscriptions.amount,
        currency: subscriptions.currency,
        cycle: subscriptions.cycle,
        createdAt: subscriptions.createdAt,
        endedAt,
      })
      .from(subscriptions),
    db
      .select({
        userId: checkoutSessions.userId,
        orderId: payments.orderId,
        planName: checkoutSessions.planName,
        service: checkoutSessions.service,
        amount: payments.amount,
        currency: payments.currency,
        statusCode: payments.statusCode,
        at: payments.createdAt,
      })
      .from(payments)
      .leftJoin(checkoutSessions, eq(checkoutSessions.orderId, payments.orderId))
      .where(
        and(
          inArray(payments.statusCode, [STATUS.success, STATUS.failed]),
          isNull(payments.rejected),
          gte(payments.createdAt, from),
        ),
      ),
    db
      .select({ amount: refunds.amount, currency: refunds.currency, at: refunds.createdAt })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(and(eq(refunds.status, "done"), isNull(payments.rejected), gte(refunds.createdAt, from))),
  ]);
  return revenueMonths(
    {
      subscriptions: subs.map((s) => ({ ...s, amount: Number(s.amount), currency: s.currency as Currency })),
      charges: charges.map((c) => ({
        userId: c.userId,
        orderId: c.orderId,
        // A charge with no checkout behind it names no plan: "" is said as the reader's "Unknown plan".
        plan: c.planName ? `${c.planName} (${c.service})` : "",
        amount: Number(c.amount),
        currency: c.currency as Currency,
        ok: c.statusCode === STATUS.success,
        at: c.at,
      })),
      refunds: given.map((r) => ({ amount: Number(r.amount), currency: r.currency as Currency, at: r.at })),
    },
    now,
    count,
  );
}
