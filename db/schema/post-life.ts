import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { posts } from "./calendar";

/** A platform's text as a version of a post keeps it (features/calendar/history). */
export type VersionVariant = { platform: string; caption: string; hashtags: string[]; firstComment: string };

/**
 * A post's content as it stood after each edit made once the post had reached the client (decision 40): number 1 is
 * what the client was first sent, each later number one edit. Kept whole (not as a diff) so any two compare.
 */
export const postVersions = pgTable(
  "post_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    title: text("title").notNull(),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull(),
    variants: jsonb("variants").$type<VersionVariant[]>().notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    // The name as shown then, so the version outlives its author's account.
    actorName: text("actor_name").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("post_versions_post_number_key").on(t.postId, t.number)],
);

/**
 * A comment on a post: `internal` ones are the agency's (admins and the post's writer), never the client's; the
 * others are shared with the client. Plain text, shown as text.
 */
export const postComments = pgTable(
  "post_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    internal: boolean("internal").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
  },
  (t) => [index("post_comments_post_idx").on(t.postId, t.createdAt)],
);

/**
 * The alerts the post jobs sent (the client's 48-hour reminder, the admins' "unapproved at its time"), one row per
 * post, kind and scheduled time: the key makes a second send impossible, and a post moved to another time may be
 * reminded of again.
 */
export const postAlerts = pgTable(
  "post_alerts",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["reminder", "overdue"] }).notNull(),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.kind, t.scheduledAt] })],
);
