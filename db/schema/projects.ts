import { boolean, date, index, integer, pgEnum, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

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
    notes: text("notes").notNull().default(""),
    // Storage keys, served only to users who may see the project.
    screenshots: text("screenshots").array().notNull().default([]),
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
