import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { posts } from "./calendar";

export const postMediaKind = pgEnum("post_media_kind", ["image", "video"]);

/**
 * The pictures or the video of one platform's variant of a post (decision 41): up to 10 images or one MP4, in the
 * order the variant shows them. Keyed by the post and the platform rather than by the variant's row, since an edit
 * replaces a post's variant rows: unticking a platform hides its media and ticking it again brings them back.
 * The file is in storage under `storage_key`; its type was told by its bytes, and `bytes` counts towards the
 * client's monthly upload cap.
 */
export const postMedia = pgTable(
  "post_media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    // The client whose calendar holds the post, kept here so the monthly cap sums one index.
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // One of the wizard's platform names (features/calendar/platforms.ts), as post_variants.platform.
    platform: text("platform").notNull(),
    kind: postMediaKind("kind").notNull(),
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    alt: text("alt").notNull(),
    position: integer("position").notNull(),
    // Read from the image's header when it is there to read; null for a video.
    width: integer("width"),
    height: integer("height"),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("post_media_post_idx").on(t.postId, t.platform, t.position),
    index("post_media_client_created_idx").on(t.clientId, t.createdAt),
    unique("post_media_storage_key_key").on(t.storageKey),
    check("post_media_bytes_check", sql`${t.bytes} > 0`),
  ],
);
