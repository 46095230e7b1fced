import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Non-sensitive wizard answers keyed by work email; never the name, phone or password. Deleted after 3 days.
export const wizardDrafts = pgTable("wizard_drafts", {
  email: text("email").primaryKey(),
  data: jsonb("data").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
