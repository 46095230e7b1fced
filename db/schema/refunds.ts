import { index, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { currency, payments } from "./billing";

/**
 * Money an admin gave back on a received payment (app/features/billing/refunds/refunds.server.ts), all of it or a part.
 * A row is written `pending` before PayHere is asked, so that a second request with the same form (its
 * idempotency key), or any other refund of the payment, is refused while the first is under way; it becomes
 * `done` once PayHere has refunded, and is deleted when PayHere refuses (or was never reached). When PayHere's
 * answer is lost it becomes `unknown`: the money may have gone out, so it blocks further refunds of the payment
 * until PayHere's payment search or an admin settles it (`done`, or deleted when it was not made).
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    currency: currency("currency").notNull(),
    reason: text("reason").notNull(),
    // The refund form's own key: a double submit or a retried request refunds once.
    idempotencyKey: text("idempotency_key").notNull().unique(),
    // pending (PayHere is being asked; one left for minutes was cut off, and counts as unknown), unknown or done.
    status: text("status").notNull().default("pending"),
    adminId: uuid("admin_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("refunds_payment_id_idx").on(t.paymentId)],
);

/**
 * A charge we do not honour, to be given back (app/features/billing/refunds/returns.server.ts): its terms differ from the
 * order's (`terms`), it charged an order already paid (`duplicate`), or an order that was given up (`closed`).
 * Written in the transaction that records the payment (marked `payments.rejected`); the billing jobs cancel the
 * gateway's subscription the charge started (when it started one) and refund the payment in full through the
 * admin's refund code (its `refunds` row's key is `return:<payment id>`), then set it `done`. One per payment.
 */
export const paymentReturns = pgTable(
  "payment_returns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: "cascade" }),
    orderId: text("order_id").notNull(),
    // terms, duplicate or closed; `detail` says what differed, for the admin.
    reason: text("reason").notNull(),
    detail: text("detail").notNull(),
    // The gateway's subscription this charge started, cancelled before the refund so it charges nothing more; null
    // when it started none, or when it is the order's own subscription (a duplicate must not end the good one).
    gatewaySubscriptionId: text("gateway_subscription_id"),
    subscriptionCancelledAt: timestamp("subscription_cancelled_at", { withTimezone: true }),
    // owed, then done.
    status: text("status").notNull().default("owed"),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [index("payment_returns_status_idx").on(t.status)],
);
