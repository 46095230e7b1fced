import { boolean, index, integer, pgEnum, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { postStatuses } from "./values";

export const postStatus = pgEnum("post_status", postStatuses);

/**
 * A post of a client's content calendar (issue 31): what the plan's monthly quota counts. `version` grows with
 * every edit and move, so a write made on what the writer saw (`WHERE version = expected`) loses cleanly to one made
 * meanwhile instead of overwriting it.
 */
export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull(),
    status: postStatus("status").notNull().default("draft"),
    assignedFreelancerId: uuid("assigned_freelancer_id").references(() => users.id, { onDelete: "set null" }),
    // The live post's address, once the freelancer marks it Published.
    publishedUrl: text("published_url"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("posts_client_scheduled_idx").on(t.clientId, t.scheduledAt),
    index("posts_freelancer_idx").on(t.assignedFreelancerId),
  ],
);

/** The post as it goes out on one platform: one row per platform the post is written for. */
export const postVariants = pgTable(
  "post_variants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    // One of the wizard's platform names (features/calendar/platforms.ts).
    platform: text("platform").notNull(),
    caption: text("caption").notNull().default(""),
    hashtags: text("hashtags").array().notNull().default([]),
    firstComment: text("first_comment").notNull().default(""),
  },
  (t) => [unique("post_variants_post_platform_key").on(t.postId, t.platform)],
);

/**
 * Every move of a post, by whom, when and from where: the post's history. The actor is a user, or (for a review
 * link, with nobody signed in) only the name they typed; the row keeps the name either way, so it outlives the user.
 */
export const postEvents = pgTable(
  "post_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    // Null for the post's creation.
    fromStatus: postStatus("from_status"),
    toStatus: postStatus("to_status").notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    ip: text("ip"),
    // The reason or note the move asked for, or the live post's address.
    note: text("note"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("post_events_post_idx").on(t.postId, t.at)],
);

/**
 * A client's secret calendar address (decision 36). The address is an HMAC of the client's id and `generation`
 * with SESSION_SECRET, so nothing secret is stored and the client can see it again any time; "Revoke link" ends it
 * (`active` false) and counts `generation` on, so the next address differs and the old one never answers again.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  clientId: uuid("client_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  generation: integer("generation").notNull().default(1),
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});
