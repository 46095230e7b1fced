import { index, jsonb, numeric, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const checkoutStatus = pgEnum("checkout_status", ["pending", "paid", "failed", "cancelled"]);
export const currency = pgEnum("currency", ["LKR", "USD"]);

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
    gatewaySubscriptionId: text("gateway_subscription_id"),
    nextBillingDate: text("next_billing_date"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscriptions_user_id_idx").on(t.userId)],
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
  phone: text("phone").notNull(),
  service: text("service").notNull(),
  planConfig: jsonb("plan_config").notNull(),
  // The wizard's answers without the password, which only ever exists here as a hash.
  wizardData: jsonb("wizard_data").notNull(),
  passwordHash: text("password_hash").notNull(),
  ipAddress: text("ip_address"),
  status: checkoutStatus("status").notNull().default("pending"),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
