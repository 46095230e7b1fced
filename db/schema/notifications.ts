import { sql } from "drizzle-orm";
import { index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { notificationKinds, notificationMailModes } from "./values";

export const notificationKind = pgEnum("notification_kind", notificationKinds);
export const notificationMailMode = pgEnum("notification_mail_mode", notificationMailModes);

/**
 * One user's notification (the portal's bell): what happened, in words made when it happened, and where it is.
 * Rows belong to their user; nobody else ever reads them.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: notificationKind("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    // A path inside the site (never another host): where the bell's entry leads.
    link: text("link").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // How it is mailed, as the user's preference said when it was made (a later change of mind moves the unsent
    // ones along); `mailed_at` is set in the transaction that queues its mail, so it is mailed once.
    mail: notificationMailMode("mail").notNull().default("off"),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    // The conversation it belongs to ("update:<id>", "ticket:<id>", ...), or null: a recipient gets at most one
    // instant mail per thread in 10 minutes, and what comes meanwhile waits to be mailed together (decision 25).
    thread: text("thread"),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    // What the mailers look for: the few rows still waiting for their mail.
    index("notifications_unmailed_idx")
      .on(t.mail, t.createdAt)
      .where(sql`${t.mailedAt} is null and ${t.mail} <> 'off'`),
    // What the instant mailer asks of each waiting thread: when its recipient was last mailed about it.
    index("notifications_thread_idx").on(t.userId, t.thread, t.mailedAt).where(sql`${t.thread} is not null`),
  ],
);

/** A user's choice for one kind; without a row the role's default holds (features/notifications/kinds.ts). */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: notificationKind("kind").notNull(),
    mail: notificationMailMode("mail").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
