import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { checkoutSessions, payments, refunds, subscriptions, users } from "#db/schema";
import { personName, personNameOrNull } from "~/features/accounts/index.server";
import type { Db } from "~/lib/db.server";
import { formatTimestamp, TIME_ZONE } from "~/lib/format";
import { ATTENTION_STATUSES, BILLING_KINDS, BILLING_STATUSES, type BillingKind } from "./admin-labels";
import { unconfirmedRefund } from "./refunds/refund-state.server";

/** The Billing tab's filters, from the address; anything unreadable is no filter (`catch`), so an old link opens. */
const filterSchema = z.object({
  status: z.enum(BILLING_STATUSES).nullable().catch(null),
  kind: z.enum(BILLING_KINDS).nullable().catch(null),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .nullable()
    .catch(null),
});
export type BillingFilter = z.output<typeof filterSchema>;

export function readBillingFilter(url: URL): BillingFilter {
  const get = (name: string) => url.searchParams.get(name);
  return filterSchema.parse({ status: get("status"), kind: get("kind"), month: get("month") });
}

/** One subscription or payment as the tab and its CSV list it. */
export type BillingRow = {
  kind: BillingKind;
  id: string;
  /** PayHere's id: the subscription's, or the payment's. */
  reference: string | null;
  orderId: string | null;
  client: { id: string | null; deskId: string | null; name: string; email: string };
  plan: string;
  status: string;
  amount: string;
  currency: "LKR" | "USD";
  /** Refunded so far (payments); what is left to refund is `amount` less this. */
  refunded: string;
  /** A refund of the payment PayHere did not confirm, waiting to be settled (refund-settle.server.ts). */
  unconfirmedRefund: UnconfirmedRefund | null;
  nextBillingDate: string | null;
  at: Date;
};

export type UnconfirmedRefund = { id: string; amount: string; reason: string; at: Date; by: string | null };

/** The Sri Lankan month (YYYY-MM) a timestamp column falls in. */
const monthOf = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM')`;

const LIMIT = 5_000;

async function subscriptionRows(db: Db, filter: BillingFilter): Promise<BillingRow[]> {
  const rows = await db
    .select({ sub: subscriptions, user: users, name: personName(users) })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        filter.status ? eq(subscriptions.status, filter.status) : undefined,
        filter.month ? eq(monthOf(subscriptions.createdAt), filter.month) : undefined,
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(LIMIT);
  return rows.map(({ sub, user, name }) => ({
    kind: "subscription",
    id: sub.id,
    reference: sub.gatewaySubscriptionId,
    orderId: null,
    client: { id: user.id, deskId: user.flideskId, name, email: user.email },
    plan: `${sub.plan} ${sub.service}`,
    status: sub.status,
    amount: sub.amount,
    currency: sub.currency,
    refunded: "0",
    unconfirmedRefund: null,
    nextBillingDate: sub.nextBillingDate,
    at: sub.createdAt,
  }));
}

/** Refunds that PayHere has made, per payment. */
const refundedSum = sql<string>`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.status} = 'done'), 0)`;

/** A payment's status in the tab's words: the status code, and for a paid one how much was refunded. */
const paymentStatus = sql<string>`case
  when exists (select 1 from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${unconfirmedRefund}) then 'refund_unconfirmed'
  when ${payments.rejected} is not null and ${refundedSum} < ${payments.amount} then 'returning'
  when ${payments.statusCode} = '2' and ${refundedSum} >= ${payments.amount} then 'refunded'
  when ${payments.statusCode} = '2' and ${refundedSum} > 0 then 'partly_refunded'
  when ${payments.statusCode} = '2' then 'paid'
  when ${payments.statusCode} = '0' then 'pending'
  when ${payments.statusCode} = '-1' then 'cancelled'
  when ${payments.statusCode} = '-3' then 'charged_back'
  else 'failed' end`;

async function paymentRows(db: Db, filter: BillingFilter): Promise<BillingRow[]> {
  const rows = await db
    .select({
      pay: payments,
      status: paymentStatus,
      refunded: refundedSum,
      session: {
        plan: checkoutSessions.planName,
        service: checkoutSessions.service,
        business: checkoutSessions.businessName,
        email: checkoutSessions.email,
      },
      user: { id: users.id, deskId: users.flideskId, email: users.email, name: personNameOrNull(users) },
    })
    .from(payments)
    .leftJoin(checkoutSessions, eq(checkoutSessions.orderId, payments.orderId))
    .leftJoin(users, eq(users.id, checkoutSessions.userId))
    .where(
      and(
        filter.status ? eq(paymentStatus, filter.status) : undefined,
        filter.month ? eq(monthOf(payments.createdAt), filter.month) : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(LIMIT);
  const unconfirmed = await unconfirmedRefunds(db);
  return rows.map(({ pay, status, refunded, session, user }) => ({
    kind: "payment",
    id: pay.id,
    reference: pay.paymentId,
    orderId: pay.orderId,
    client: {
      id: user?.id ?? null,
      deskId: user?.deskId ?? null,
      // The account's name as the portal gives it; an order that opened no account, by its business.
      name: user?.name ?? session?.business ?? session?.email ?? "",
      email: user?.email ?? session?.email ?? "",
    },
    plan: session ? `${session.plan} ${session.service}` : "",
    status,
    amount: pay.amount,
    currency: pay.currency,
    refunded: Number(refunded).toFixed(2),
    unconfirmedRefund: unconfirmed.get(pay.id) ?? null,
    nextBillingDate: null,
    at: pay.createdAt,
  }));
}

/** The refunds waiting to be settled, by payment: few, and at most one per payment (refunds.server.ts). */
async function unconfirmedRefunds(db: Db) {
  const rows = await db
    .select({ refund: refunds, by: personNameOrNull(users) })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.adminId))
    .where(unconfirmedRefund);
  return new Map<string, UnconfirmedRefund>(
    rows.map(({ refund, by }) => [
      refund.paymentId,
      { id: refund.id, amount: refund.amount, reason: refund.reason, at: refund.createdAt, by },
    ]),
  );
}

/**
 * What needs the agency first (a subscription failed, stopped or being cancelled; a refund PayHere did not
 * confirm), then everything newest first.
 */
export async function listBilling(db: Db, filter: BillingFilter): Promise<BillingRow[]> {
  const [subs, pays] = await Promise.all([
    filter.kind === "payment" ? [] : subscriptionRows(db, filter),
    filter.kind === "subscription" ? [] : paymentRows(db, filter),
  ]);
  const urgent = (row: BillingRow) =>
    row.kind === "subscription" ? ATTENTION_STATUSES.includes(row.status) : row.unconfirmedRefund !== null;
  return [...subs, ...pays].sort((a, b) => Number(urgent(b)) - Number(urgent(a)) || b.at.getTime() - a.at.getTime());
}

/** The current month in Sri Lanka (YYYY-MM). */
export const currentMonth = (now = new Date()) => formatTimestamp(now).slice(0, 7);

/**
 * A month's revenue per currency: received payments made that month (Sri Lanka time) less the refunds made that
 * month, whatever the month of the payment they refund.
 */
export async function monthRevenue(db: Db, month: string) {
  const received = await db
    .select({ currency: payments.currency, total: sql<string>`sum(${payments.amount})` })
    .from(payments)
    .where(and(eq(payments.statusCode, "2"), eq(monthOf(payments.createdAt), month)))
    .groupBy(payments.currency);
  const refunded = await db
    .select({ currency: refunds.currency, total: sql<string>`sum(${refunds.amount})` })
    .from(refunds)
    .where(and(inArray(refunds.status, ["done"]), eq(monthOf(refunds.createdAt), month)))
    .groupBy(refunds.currency);
  const currencies = [...new Set([...received, ...refunded].map((r) => r.currency))].sort();
  return currencies.map((currency) => {
    const cents = (rows: typeof received) =>
      Math.round(Number(rows.find((r) => r.currency === currency)?.total ?? 0) * 100);
    const gross = cents(received);
    const back = cents(refunded);
    return { currency, received: gross / 100, refunded: back / 100, net: (gross - back) / 100 };
  });
}

/** The Billing tab: the filtered list, and the revenue of the filtered month (this month without one). */
export async function adminBillingView(db: Db, url: URL, now = new Date()) {
  const filter = readBillingFilter(url);
  const month = filter.month ?? currentMonth(now);
  const [rows, revenue] = await Promise.all([listBilling(db, filter), monthRevenue(db, month)]);
  return { filter, month, rows, revenue };
}

/** The CSV's columns: ISO timestamps with their offset, amounts as numbers, codes and words both. */
export const BILLING_CSV_HEADER = [
  "kind",
  "created_at",
  "client_desk_id",
  "client",
  "email",
  "plan",
  "status",
  "amount",
  "currency",
  "refunded",
  "order_id",
  "payhere_id",
  "next_billing_date",
];

export function billingCsvCells(row: BillingRow) {
  return [
    row.kind,
    row.at,
    row.client.deskId,
    row.client.name,
    row.client.email,
    row.plan,
    row.status,
    row.amount,
    row.currency,
    row.refunded,
    row.orderId,
    row.reference,
    row.nextBillingDate,
  ];
}
