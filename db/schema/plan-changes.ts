import { index, integer, numeric, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { currency, payments } from "./billing";

/**
 * The refund a plan change owes the client for the old plan's unused days (app/features/billing/plan-change-refund
 * .server.ts). Written `owed` in the transaction of the notify that records the new plan's first payment, where
 * PayHere cannot be asked; the billing jobs carry it out through the admin's refund code (its `refunds` row's key
 * is `plan-change:<order id>`) and set it `done`. One per plan change: the order id is unique.
 */
export const planChangeRefunds = pgTable(
  "plan_change_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The plan change's order, whose first payment made the refund owed.
    orderId: text("order_id").notNull().unique(),
    // The old plan's last received payment, which the refund goes back to.
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    currency: currency("currency").notNull(),
    unusedDays: integer("unused_days").notNull(),
    periodDays: integer("period_days").notNull(),
    // The refund's reason, as the client reads it in the "Refund issued" mail.
    reason: text("reason").notNull(),
    // owed, then done.
    status: text("status").notNull().default("owed"),
    // The job's claim while it asks PayHere, so two runs never both ask; a claim left by a process that died runs
    // out and the next run takes the refund again. A failure is counted and kept for the next run.
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [
    index("plan_change_refunds_status_idx").on(t.status),
    // The unused days of one payment are given back once, whatever the code does: a second plan change can never
    // owe them again.
    unique("plan_change_refunds_payment_id_key").on(t.paymentId),
  ],
);
