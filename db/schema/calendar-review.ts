import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * A link that lets someone review a client's month of posts without signing in, `/review/<token>` (issue 31 item 6,
 * decision 38). Only the token's SHA-256 is kept: the plain link exists in the answer that made it (and in the mail
 * that carries it), so a copy of the database opens no review page. Several links of one month may be valid at
 * once; "Revoke link" sets `revoked_at` on every one of them.
 */
export const reviewLinks = pgTable(
  "review_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The Sri Lanka month the link shows, as "2026-11".
    month: text("month").notNull(),
    // Hex SHA-256 of the base64url token: the only way to find the link.
    tokenHash: text("token_hash").notNull().unique("review_links_token_hash_key"),
    // Who made it: the client or an admin ("Share for review"), or the one whose move mailed the client. Null once
    // that user is removed.
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("review_links_client_month_idx").on(t.clientId, t.month)],
);
