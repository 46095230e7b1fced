import { boolean, date, index, integer, pgEnum, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { decisionKinds } from "./values";

export const projectStatus = pgEnum("project_status", ["pending", "in_progress", "testing", "completed"]);

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description"),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assignedFreelancerId: uuid("assigned_freelancer_id").references(() => users.id, { onDelete: "set null" }),
    deadline: date("deadline"),
    status: projectStatus("status").notNull().default("pending"),
    progress: integer("progress").notNull().default(0),
    googleAnalyticsConnected: boolean("google_analytics_connected").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("projects_client_id_idx").on(t.clientId),
    index("projects_freelancer_id_idx").on(t.assignedFreelancerId),
  ],
);

export const projectUpdates = pgTable(
  "project_updates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    updatedBy: uuid("updated_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    progress: integer("progress").notNull(),
    // The project's progress just before this update (null for rows from before it was kept): an update that
    // takes it back says so, with both figures.
    previousProgress: integer("previous_progress"),
    notes: text("notes").notNull().default(""),
    // Storage keys, served only to users who may see the project.
    screenshots: text("screenshots").array().notNull().default([]),
    // The screenshots' bytes in all, counted against the project's monthly upload cap (0 for rows from before).
    screenshotBytes: integer("screenshot_bytes").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("project_updates_project_id_idx").on(t.projectId)],
);

export const analyticsReports = pgTable(
  "analytics_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    pageViews: integer("page_views"),
    uniqueVisitors: integer("unique_visitors"),
    bounceRate: real("bounce_rate"),
    avgSessionDuration: real("avg_session_duration"),
    topPages: text("top_pages").array().notNull().default([]),
    notes: text("notes"),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("analytics_reports_project_id_idx").on(t.projectId)],
);

/**
 * A comment under a progress update, by the project's client, its freelancer or an admin. The project is kept
 * beside the update so that an image's storage key (`<projectId>/…`) and every permission check read one column.
 */
export const updateComments = pgTable(
  "update_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    updateId: uuid("update_id")
      .notNull()
      .references(() => projectUpdates.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Plain text with its line breaks; shown as text, never as HTML.
    body: text("body").notNull(),
    // A storage key, served like the update's screenshots.
    image: text("image"),
    // The image's bytes (0 without one), counted against the project's monthly upload cap.
    imageBytes: integer("image_bytes").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
  },
  (t) => [index("update_comments_update_id_idx").on(t.updateId, t.createdAt)],
);

export const updateDecision = pgEnum("update_decision", decisionKinds);

/**
 * The client's decision on an update: one per update, the latest one kept here (each one is also in the audit
 * log, which keeps the history).
 */
export const updateDecisions = pgTable("update_decisions", {
  updateId: uuid("update_id")
    .primaryKey()
    .references(() => projectUpdates.id, { onDelete: "cascade" }),
  decision: updateDecision("decision").notNull(),
  // Required for "changes-requested", null for an approval.
  reason: text("reason"),
  decidedBy: uuid("decided_by")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
});
