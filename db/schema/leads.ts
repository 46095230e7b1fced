import { pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { siteLocale } from "./accounts";
import { leadStatuses } from "./values";

export const leadStatus = pgEnum("lead_status", leadStatuses);

export const contactSubmissions = pgTable("contact_submissions", {
  id: uuid("id").primaryKey().defaultRandom(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  // The language of the page it was sent from: the language its sender reads mails in (issue 33).
  locale: siteLocale("locale").notNull().default("en"),
  status: leadStatus("status").notNull().default("new"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const quoteRequests = pgTable("quote_requests", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  company: text("company"),
  phone: text("phone"),
  // Service ids: seo, design, web.
  selectedServices: text("selected_services").array().notNull(),
  budget: text("budget"),
  timeline: text("timeline"),
  message: text("message"),
  locale: siteLocale("locale").notNull().default("en"),
  status: leadStatus("status").notNull().default("new"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
