import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { siteLocale, users } from "./accounts";
import { projects } from "./projects";
import { ticketPriorities, ticketStatuses } from "./values";

export const ticketPriority = pgEnum("ticket_priority", ticketPriorities);
export const ticketStatus = pgEnum("ticket_status", ticketStatuses);

/**
 * A support ticket, opened by a client in the portal or by anyone with the public support form. `number` comes
 * from the column's own sequence: unique, and never handed out twice, even after a rolled-back insert; the
 * reference people read ("FLD-T-000123") is made from it. `clientId` is the account the ticket belongs to (the
 * portal's client, or the client account whose email the public form was sent with); `name` and `email` are who
 * to answer when there is no account.
 */
export const tickets = pgTable(
  "tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: integer("number").notNull().unique().generatedAlwaysAsIdentity(),
    subject: text("subject").notNull(),
    priority: ticketPriority("priority").notNull().default("medium"),
    status: ticketStatus("status").notNull().default("open"),
    clientId: uuid("client_id").references(() => users.id, { onDelete: "cascade" }),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    // Sent with the public form (nobody signed in), not from the portal.
    fromPublicForm: boolean("from_public_form").notNull().default(false),
    // The language of the page the ticket was filed from (English for the portal's, which is English for now).
    locale: siteLocale("locale").notNull().default("en"),
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tickets_client_idx").on(t.clientId, t.lastActivityAt), index("tickets_status_idx").on(t.status)],
);

/** One message of a ticket's thread: from the client (or the public form's sender), or from the agency. */
export const ticketMessages = pgTable(
  "ticket_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    // Null for the public form's sender, who has no account.
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    fromAgency: boolean("from_agency").notNull().default(false),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ticket_messages_ticket_idx").on(t.ticketId, t.createdAt)],
);
