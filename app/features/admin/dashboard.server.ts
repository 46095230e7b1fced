import { count, isNull } from "drizzle-orm";
import { z } from "zod";
import { outbox } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import { listUsers, SESSION_TTL_MS, twoFactorRequired } from "~/features/accounts/index.server";
import { adminBillingView, revenueFigures } from "~/features/billing/index.server";
import { countNewLeads, LEAD_STATUSES, listLeads } from "~/features/leads/index.server";
import { listProjectsFor, listUpdateThreads, visibleProjectIds } from "~/features/projects/index.server";
import { siteConfig } from "~/features/site";
import { adminTicketsView, countOpenTickets } from "~/features/support/index.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { listAuditLog, readAuditFilter } from "./audit-log.server";
import { systemAnalytics, systemTotals } from "./system-analytics.server";

export const APP_VERSION = "1.0.0";

/**
 * The admin's Settings (docs/product.md), each shown as what it is now: nothing here is a button that does nothing.
 * Each item is its facts; the page says them in the admin's language (settings-panel.tsx).
 */
async function settingsState(db: Db, env: Env) {
  const [unsent] = await db.select({ n: count() }).from(outbox).where(isNull(outbox.sentAt));
  const sessionDays = SESSION_TTL_MS / (24 * 60 * 60 * 1000);
  const items: SettingsItem[] = [
    // The variables' names travel in the data, not in the messages: no secret's name is in the browser's bundle.
    { key: "email", on: Boolean(env.SMTP_URL), email: siteConfig.email, unsent: unsent?.n ?? 0, variable: "SMTP_URL" },
    { key: "auto-assign" },
    { key: "backup", postgres: Boolean(env.DATABASE_URL), dataDir: env.DATA_DIR },
    { key: "two-factor", required: twoFactorRequired(env, "admin"), variable: "DATABASE_URL" },
    { key: "session", days: sessionDays },
    { key: "api" },
    { key: "import" },
    { key: "reset" },
  ];
  return { version: APP_VERSION, environment: env.NODE_ENV, items };
}

export type SettingsItem =
  | { key: "email"; on: boolean; email: string; unsent: number; variable: string }
  | { key: "backup"; postgres: boolean; dataDir: string }
  | { key: "two-factor"; required: boolean; variable: string }
  | { key: "session"; days: number }
  | { key: "auto-assign" | "api" | "import" | "reset" };

const leadsQuery = z.object({
  q: z
    .string()
    .catch("")
    .transform((q) => q.trim().slice(0, 200)),
  status: z.enum(LEAD_STATUSES).nullable().catch(null),
});

/**
 * What every admin page shows around its own part: the totals, the counts on the section links, and the users and
 * projects the Add User, Create Project and Upload Analytics dialogs offer.
 */
export async function loadAdminFrame(db: Db, admin: SessionUser) {
  const [projects, users, newLeads, openTickets] = await Promise.all([
    listProjectsFor(db, admin),
    listUsers(db),
    countNewLeads(db),
    countOpenTickets(db),
  ]);
  return { totals: systemTotals(projects, users), projects, users, newLeads, openTickets };
}

/** All Projects: each project's updates, with comments and decisions (the projects themselves are the frame's). */
export async function loadAdminProjects(db: Db, admin: SessionUser) {
  return { updates: await listUpdateThreads(db, admin, visibleProjectIds(db, admin)) };
}

/** Leads, searched by words and status from the address (a stale or edited link still opens: `catch`). */
export async function loadAdminLeads(db: Db, url: URL) {
  const query = leadsQuery.parse({ q: url.searchParams.get("q"), status: url.searchParams.get("status") });
  return { ...query, leads: await listLeads(db, { q: query.q, status: query.status ?? undefined }) };
}

export const loadAdminAnalytics = async (db: Db) => {
  const [analytics, revenue] = await Promise.all([systemAnalytics(db), revenueFigures(db)]);
  return { analytics, revenue };
};
export const loadAdminAudit = async (db: Db, url: URL) => ({ audit: await listAuditLog(db, readAuditFilter(url)) });
export const loadAdminBilling = async (db: Db, url: URL) => ({ billing: await adminBillingView(db, url) });
export const loadAdminTickets = async (db: Db, url: URL) => ({ tickets: await adminTicketsView(db, url) });
export const loadAdminSettings = async (db: Db, env: Env) => ({ settings: await settingsState(db, env) });

export type AdminFrameData = Awaited<ReturnType<typeof loadAdminFrame>>;

/** Everything an admin page may show: the frame's data and each area's own (a panel picks what it reads). */
export type AdminPageData = AdminFrameData &
  Awaited<ReturnType<typeof loadAdminProjects>> &
  Awaited<ReturnType<typeof loadAdminLeads>> &
  Awaited<ReturnType<typeof loadAdminAnalytics>> &
  Awaited<ReturnType<typeof loadAdminAudit>> &
  Awaited<ReturnType<typeof loadAdminBilling>> &
  Awaited<ReturnType<typeof loadAdminTickets>> &
  Awaited<ReturnType<typeof loadAdminSettings>>;
