import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// Every mail the platform sends is written here first; `sent_at` or `error` records what SMTP made of it.
export const outbox = pgTable("outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html"),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  error: text("error"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// Counters of rate-limiter-flexible's Drizzle store: shared by every process on one database.
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});
