import { index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * A client's monthly report (issue 32, decision 44): one row per client and Colombo month ("2026-10"), kept. The
 * PDF is in storage under `storage_key`; a regenerated report writes a new key and then swaps it here, so a reader
 * sees the old file or the new one, never half of one. A row without a key is claimed by the job that makes it
 * (`claimed_until`), and a process that died mid-way lets the claim run out.
 */
export const monthlyReports = pgTable(
  "monthly_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    month: text("month").notNull(),
    storageKey: text("storage_key"),
    bytes: integer("bytes"),
    generatedAt: timestamp("generated_at", { withTimezone: true }),
    // When its mail was queued to the outbox (the first time, or the admin's "Send again"); the outbox says when it left.
    sentAt: timestamp("sent_at", { withTimezone: true }),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("monthly_reports_client_month_key").on(t.clientId, t.month),
    index("monthly_reports_month_idx").on(t.month),
  ],
);
