import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// Non-sensitive wizard answers keyed by work email; never the name, phone or password. Deleted after 3 days.
export const wizardDrafts = pgTable("wizard_drafts", {
  email: text("email").primaryKey(),
  data: jsonb("data").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// One-time links mailed to a draft's address: a draft is offered back in another browser only through one, so
// knowing an email is not enough to read or overwrite its draft. Only the link's sha256 is kept.
export const draftLinks = pgTable(
  "draft_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("draft_links_email_idx").on(t.email)],
);
