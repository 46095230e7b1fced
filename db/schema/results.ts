import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { projects } from "./projects";

/**
 * One figure for one day: every source (GA4, Search Console, Meta, the admin's manual upload) writes here, so a
 * chart or a report reads one table whatever the figure's origin. Metric names are data, not columns, because
 * providers rename theirs. The unique key makes an import idempotent: a day fetched twice is stored once.
 */
export const metricSnapshots = pgTable(
  "metric_snapshots",
  {
    // "ga4", "search-console", "meta-page", "instagram" or "manual".
    source: text("source").notNull(),
    // The provider's account: a GA4 property id, a Search Console site, a Page id; the project's id for "manual".
    account: text("account").notNull(),
    metric: text("metric").notNull(),
    // '' for a figure of the whole account; a GA4 page path ("/shop"); for Search Console "page:<url>" or
    // "query:<text>" (trimmed, lower case), prefixed so a page and a query never share a key (decision 43).
    dimension: text("dimension").notNull().default(""),
    // The Colombo day the figure counts.
    day: date("day").notNull(),
    value: numeric("value", { mode: "number" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("metric_snapshots_key").on(t.source, t.account, t.metric, t.dimension, t.day),
    index("metric_snapshots_day_idx").on(t.source, t.account, t.day),
  ],
);

/**
 * A project's Google connection (decision 43). Tokens are AES-256-GCM ciphertext (`iv.tag.data`, base64url);
 * the key is TOKEN_ENCRYPTION_KEY and never reaches the database. The property and site are chosen after the
 * consent; the cursor is the last day imported, so a run resumes where the last one stopped.
 */
export const googleConnections = pgTable("google_connections", {
  projectId: uuid("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  connectedBy: uuid("connected_by").references(() => users.id, { onDelete: "set null" }),
  accessToken: text("access_token").notNull(),
  refreshToken: text("refresh_token").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  scope: text("scope").notNull().default(""),
  propertyId: text("property_id"),
  siteUrl: text("site_url"),
  importedThrough: date("imported_through"),
  // Quota answers push the next attempt back instead of retrying at once.
  retryAfter: timestamp("retry_after", { withTimezone: true }),
  // Quota answers in a row: each doubles the wait.
  quotaFailures: integer("quota_failures").notNull().default(0),
  // The run importing the connection holds it until then (renewed each step); a dead process's claim runs out.
  claimedUntil: timestamp("claimed_until", { withTimezone: true }),
  // The end of the last run that finished without a failure.
  lastImportAt: timestamp("last_import_at", { withTimezone: true }),
  lastError: text("last_error"),
  lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The columns of a pending login, the same for every provider (decision 45): the `state` sent to the provider, the
 * session (its hash) and project it is bound to, who started it, and when it stops being good. A function, because
 * Drizzle wants fresh column builders for each table.
 */
const oauthStateColumns = () => ({
  state: text("state").primaryKey(),
  sessionHash: text("session_hash").notNull(),
  projectId: uuid("project_id")
    .notNull()
    .references(() => projects.id, { onDelete: "cascade" }),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * A pending consent: the `state` sent to Google, bound to the session and the project, used once and only for
 * a few minutes; the PKCE verifier stays here and never travels through the browser.
 */
export const googleOauthStates = pgTable("google_oauth_states", {
  ...oauthStateColumns(),
  codeVerifier: text("code_verifier").notNull(),
});

/**
 * A project's Meta connection (decision 45): the Facebook Page picked after the login, and its Instagram business
 * account. Tokens are AES-256-GCM ciphertext under TOKEN_ENCRYPTION_KEY, as Google's. The long-lived user token
 * lists the Pages until one is picked and revokes the app's permissions on Disconnect; the Page's token (which
 * does not expire) reads the insights. `importedThrough` is the import's cursor (the last Colombo day stored).
 */
export const metaConnections = pgTable("meta_connections", {
  projectId: uuid("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  connectedBy: uuid("connected_by").references(() => users.id, { onDelete: "set null" }),
  userToken: text("user_token").notNull(),
  userTokenExpiresAt: timestamp("user_token_expires_at", { withTimezone: true }),
  pageId: text("page_id"),
  pageName: text("page_name"),
  pageToken: text("page_token"),
  instagramId: text("instagram_id"),
  instagramUsername: text("instagram_username"),
  importedThrough: date("imported_through"),
  // Meta refused a token (error 190): nothing is imported until someone connects again.
  reconnectNeeded: boolean("reconnect_needed").notNull().default(false),
  // A rate-limit answer pushes the next attempt back; the cursor keeps what was already stored.
  retryAfter: timestamp("retry_after", { withTimezone: true }),
  // A run holds the connection until then, so two processes never import the same one at once.
  claimedUntil: timestamp("claimed_until", { withTimezone: true }),
  lastImportAt: timestamp("last_import_at", { withTimezone: true }),
  lastError: text("last_error"),
  lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A pending Meta login: the `state` sent to Facebook, bound to the session and the project, used once. */
export const metaOauthStates = pgTable("meta_oauth_states", oauthStateColumns());

/**
 * A client's tracked keyword (decision 46): the text as the freelancer or admin typed it, for display, and its
 * normalised form (trimmed, inner spaces collapsed, lower-cased), which is both the duplicate check and the
 * Search Console query it matches (`metric_snapshots.dimension = 'query:' || normalized`). The plan's count is
 * checked when one is added; a plan changed down keeps the keywords already there.
 */
export const trackedKeywords = pgTable(
  "tracked_keywords",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    normalized: text("normalized").notNull(),
    addedBy: uuid("added_by").references(() => users.id, { onDelete: "set null" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("tracked_keywords_client_text_key").on(t.clientId, t.normalized)],
);
