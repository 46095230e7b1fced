import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const checkoutStatus = pgEnum("checkout_status", ["pending", "paid", "failed", "cancelled"]);
export const currency = pgEnum("currency", ["LKR", "USD"]);
// How often a plan is charged: every month at the catalogue's price, or once a year at its annual saving.
export const billingCycle = pgEnum("billing_cycle", ["monthly", "annual"]);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan").notNull(),
    service: text("service").notNull(),
    // active, past_due, stopped, completed: follows the gateway's recurring notifications.
    status: text("status").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    currency: currency("currency").notNull(),
    cycle: billingCycle("cycle").notNull().default("monthly"),
    gatewaySubscriptionId: text("gateway_subscription_id"),
    nextBillingDate: text("next_billing_date"),
    // A cancellation with notice (app/features/billing/subscriptions/cancellation.server.ts): asked for at `cancelRequestedAt`,
    // the service runs through `serviceEndsOn` (YYYY-MM-DD, Sri Lankan day), on which the scheduled job cancels
    // the gateway's subscription and sets `cancelledAt`. Undo clears the request while `cancelledAt` is null.
    cancelRequestedAt: timestamp("cancel_requested_at", { withTimezone: true }),
    serviceEndsOn: text("service_ends_on"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    // The job's claim on a due cancellation while it calls the gateway, so two runs never both call it; a claim
    // left by a process that died runs out and the next run takes the request again.
    cancelClaimedUntil: timestamp("cancel_claimed_until", { withTimezone: true }),
    cancelAttempts: integer("cancel_attempts").notNull().default(0),
    cancelError: text("cancel_error"),
    // Dunning (app/features/billing/subscriptions/dunning.server.ts): when an installment failed, and how many of its reminder
    // mails (day 0, 3, 7) were queued; cleared when a payment comes in.
    failedAt: timestamp("failed_at", { withTimezone: true }),
    // A client's retry of the failed installment is under way until then: a second click does not charge twice.
    retryClaimedUntil: timestamp("retry_claimed_until", { withTimezone: true }),
    dunningStep: integer("dunning_step").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("subscriptions_user_id_idx").on(t.userId),
    index("subscriptions_service_ends_on_idx").on(t.serviceEndsOn),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: text("order_id").notNull(),
    // The gateway's id: notifications are deduplicated on it.
    paymentId: text("payment_id").notNull().unique(),
    statusCode: text("status_code").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    currency: currency("currency").notNull(),
    method: text("method"),
    messageType: text("message_type"),
    // Set when the charge is not honoured (app/features/billing/refunds/returns.server.ts): its terms differ from the
    // order's, it charged an order already paid, or an order that was given up. Such a payment opens nothing and is
    // refunded in full; null for every payment that counts.
    rejected: text("rejected"),
    raw: jsonb("raw").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payments_order_id_idx").on(t.orderId)],
);

export const checkoutSessions = pgTable("checkout_sessions", {
  id: uuid("id").primaryKey().defaultRandom(),
  orderId: text("order_id").notNull().unique(),
  sessionId: uuid("session_id").notNull().defaultRandom(),
  email: text("email").notNull(),
  businessName: text("business_name").notNull(),
  planName: text("plan_name").notNull(),
  planId: text("plan_id").notNull(),
  amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
  currency: currency("currency").notNull(),
  cycle: billingCycle("cycle").notNull().default("monthly"),
  phone: text("phone").notNull(),
  service: text("service").notNull(),
  planConfig: jsonb("plan_config").notNull(),
  // The wizard's answers without the password, which only ever exists here as a hash.
  wizardData: jsonb("wizard_data").notNull(),
  passwordHash: text("password_hash").notNull(),
  ipAddress: text("ip_address"),
  status: checkoutStatus("status").notNull().default("pending"),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  // A signed-in client's plan change (app/features/billing/plan-changes/plan-change.server.ts): the subscription this order
  // replaces, whose cancellation the order's first payment schedules for that day.
  replacesSubscriptionId: uuid("replaces_subscription_id").references(() => subscriptions.id, {
    onDelete: "set null",
  }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// Receipts and credit notes (app/features/billing/documents/documents.server.ts). Each is numbered from a gap-free counter
// per kind and calendar year; the PDF is made from the row (and its payment) whenever it is asked for.
export const documentKind = pgEnum("document_kind", ["receipt", "credit_note"]);

export const billingDocuments = pgTable(
  "billing_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: documentKind("kind").notNull(),
    // FLD-R-2026-000123 (receipt) or FLD-C-2026-000001 (credit note).
    number: text("number").notNull().unique(),
    year: integer("year").notNull(),
    seq: integer("seq").notNull(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    // In the payment's currency as charged; the LKR figure beside it (the plan's LKR price for a USD charge).
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    currency: currency("currency").notNull(),
    amountLkr: numeric("amount_lkr", { precision: 12, scale: 2 }).notNull(),
    // A credit note's reason; null on a receipt.
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("billing_documents_kind_year_seq_key").on(t.kind, t.year, t.seq),
    index("billing_documents_payment_id_idx").on(t.paymentId),
  ],
);

// The last number handed out per kind and year: taken under the row's lock, so numbers have no gaps (a sequence
// would leave one for every rolled-back transaction).
export const documentCounters = pgTable(
  "document_counters",
  {
    kind: documentKind("kind").notNull(),
    year: integer("year").notNull(),
    last: integer("last").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

// The local sandbox gateway's own records (app/features/sandbox-gateway/records.server.ts): what PayHere keeps on
// its side, so the sandbox can answer PayHere's merchant API about the payments it took. Nothing of ours reads them.

export const sandboxSubscriptions = pgTable("sandbox_subscriptions", {
  // The gateway's subscription id, as sent in the notify (SBXSUB...).
  id: text("id").primaryKey(),
  orderId: text("order_id").notNull(),
  amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
  currency: currency("currency").notNull(),
  recurrence: text("recurrence").notNull(),
  duration: text("duration").notNull(),
  // ACTIVE, FAILED (PayHere stops trying: only a retry charges again), CANCELLED.
  status: text("status").notNull(),
  installmentsPaid: integer("installments_paid").notNull().default(0),
  nextPaymentDate: text("next_payment_date"),
  // The checkout fields and card the notifies of later installments repeat.
  checkout: jsonb("checkout").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPayments = pgTable(
  "sandbox_payments",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id").notNull(),
    subscriptionId: text("subscription_id").references(() => sandboxSubscriptions.id, { onDelete: "cascade" }),
    // RECEIVED, FAILED, REFUNDED (fully), PARTIALLY_REFUNDED.
    status: text("status").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    refunded: numeric("refunded", { precision: 12, scale: 2 }).notNull().default("0"),
    currency: currency("currency").notNull(),
    method: text("method").notNull(),
    description: text("description").notNull(),
    // The sandbox's test switch (its API's sandbox/drop-refund-answer): the next refund of this payment is made,
    // and its answer lost on the way back, as when PayHere refunds and the connection drops.
    dropRefundAnswer: boolean("drop_refund_answer").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sandbox_payments_order_id_idx").on(t.orderId)],
);

export const sandboxRefunds = pgTable("sandbox_refunds", {
  id: uuid("id").primaryKey().defaultRandom(),
  paymentId: text("payment_id")
    .notNull()
    .references(() => sandboxPayments.id, { onDelete: "cascade" }),
  amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
  description: text("description").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// Access tokens the sandbox's OAuth endpoint issued, by their SHA-256: every process on the database honours them.
export const sandboxTokens = pgTable("sandbox_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
