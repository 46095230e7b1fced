import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A file a queued mail carries, named by what the outbox worker needs to make it at send time. */
export type MailAttachmentRef = { kind: "billing-document" | "monthly-report"; ref: string };

// Every mail the platform sends is written here and sent by the outbox worker, never inside a request.
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    // Extra headers of the message, by name (List-Unsubscribe on notification mails).
    headers: jsonb("headers").$type<Record<string, string>>(),
    // A mail carrying a one-time link: its text is blanked once sent, so the table never holds a usable link.
    sensitive: boolean("sensitive").notNull().default(false),
    // Files the worker makes and attaches when it sends (a receipt's PDF by its number), never their bytes.
    attachments: jsonb("attachments").$type<MailAttachmentRef[]>(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    // The worker picks rows whose time has come; a claimed row is pushed into the future (a lease).
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_pending_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

// Counters of rate-limiter-flexible's Drizzle store: shared by every process on one database.
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});

// When a scheduled job last ran, by name: a job that one process should run once per interval (the payment
// reconciliation) claims its turn here, under an advisory lock, before it does its slow work outside a transaction.
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull(),
});
