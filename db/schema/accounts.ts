import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { siteLocales, userRoles } from "./values";

export const userRole = pgEnum("user_role", userRoles);
// The site's languages (decision 48): a lead's, a ticket's and a user's.
export const siteLocale = pgEnum("site_locale", siteLocales);

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  // `FLD-` followed by 5 characters of A-Z0-9, made on the server.
  flideskId: text("flidesk_id").notNull().unique(),
  email: text("email").notNull().unique(),
  role: userRole("role").notNull(),
  // What the portal calls the person (the profile sets it); the desk ID stands in while it is empty.
  displayName: text("display_name"),
  // Null until the user sets a password (admin-created users do so through an invite).
  passwordHash: text("password_hash"),
  onboarded: boolean("onboarded").notNull().default(false),
  // Set at every sign-in: the admin's "active users" counts those signed in within 30 days.
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  // The portal's and the mails' language (decision 49). Null until the person chooses one in the profile: the
  // portal then follows the language of the last public page they saw.
  locale: siteLocale("locale"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  "sessions",
  {
    // sha256 of the cookie token: a leaked table gives no usable session.
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // What the profile's device list shows: the browser's User-Agent (cut to 300 characters) and the address it
    // signed in from.
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/**
 * The columns of a one-time link mailed to a user (invite, password reset, email change): only the token's hash is
 * stored, and a link is spent (used_at) or dies (expires_at). A function, so that each table gets columns of its own.
 */
const oneTimeLink = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  tokenHash: text("token_hash").notNull().unique(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const invites = pgTable("invites", oneTimeLink(), (t) => [index("invites_user_id_idx").on(t.userId)]);

/**
 * "Forgot password" links: one-time, 30 minutes, only the token's hash stored. A newer link deletes the user's
 * unused ones; setting a password in any way spends them all.
 */
export const passwordResets = pgTable("password_resets", oneTimeLink(), (t) => [
  index("password_resets_user_id_idx").on(t.userId),
]);

/**
 * A "Forgot password" ask, as typed, waiting for the reset worker. The form only writes this row, whatever it
 * names, so its answer takes as long for an account as for nobody; the worker finds the account and mails the
 * link a moment later. `due_at` is the worker's lease; a handled row is deleted.
 */
export const passwordResetRequests = pgTable(
  "password_reset_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identifier: text("identifier").notNull(),
    /** The asking address as the audit row shows it. */
    ip: text("ip").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_reset_requests_due_at_idx").on(t.dueAt)],
);

/**
 * A new email address waiting for its owner to confirm it from a link mailed to it (24 hours, once, only the
 * token's hash stored). The address changes only then; the old address is told.
 */
export const emailChanges = pgTable(
  "email_changes",
  { ...oneTimeLink(), newEmail: text("new_email").notNull() },
  (t) => [index("email_changes_user_id_idx").on(t.userId)],
);

/**
 * Two-factor sign-in (RFC 6238 codes from an authenticator app), one row per user who has started to set it up.
 * The shared secret is stored encrypted (AES-256-GCM under a key derived from SESSION_SECRET), so a leaked table
 * alone computes no code.
 */
export const twoFactor = pgTable("two_factor", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  // Null while the user has yet to confirm a first code: sign-in asks for codes only once it is set.
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  // The 30-second step of the last code accepted: a code, once used, is not accepted again.
  lastStep: integer("last_step"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Ten one-time codes for a lost phone; only a keyed hash of each is stored, and a used one is marked. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("recovery_codes_user_id_idx").on(t.userId)],
);

/**
 * The step between a correct password and a session for a user with two-factor sign-in: a random token in an
 * httpOnly cookie, only its SHA-256 here; it lasts 5 minutes, takes a few attempts and is deleted once used.
 */
export const signInChallenges = pgTable(
  "sign_in_challenges",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sign_in_challenges_user_id_idx").on(t.userId)],
);
