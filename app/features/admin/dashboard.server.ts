import { count, isNull } from "drizzle-orm";
import { outbox } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import { listUsers, SESSION_TTL_MS } from "~/features/accounts/index.server";
import { countNewLeads, LEAD_STATUSES, type LeadStatus, listLeads } from "~/features/leads/index.server";
import { listProjectsFor, listUpdates } from "~/features/projects/index.server";
import { siteConfig } from "~/features/site";
import type { AppLoadContextValue } from "~/lib/context.server";
import { ADMIN_DIALOGS, ADMIN_TABS, type AdminDialog, type AdminTab } from "./messages";
import { systemAnalytics, systemTotals } from "./system-analytics.server";

export const APP_VERSION = "1.0.0";

/** The admin's Settings (docs/product.md), each shown as what it is now: nothing here is a button that does nothing. */
async function settingsState(context: AppLoadContextValue) {
  const { env, db } = context;
  const [unsent] = await db.select({ n: count() }).from(outbox).where(isNull(outbox.sentAt));
  const environment = { production: "Production", development: "Development", test: "Test" }[env.NODE_ENV];
  const sessionDays = SESSION_TTL_MS / (24 * 60 * 60 * 1000);
  return {
    version: APP_VERSION,
    environment,
    items: [
      {
        label: "Email notifications",
        state: env.SMTP_URL ? "On" : "Outbox only",
        detail: env.SMTP_URL
          ? `New leads are mailed to ${siteConfig.email}; invites to the new user. ${unsent?.n ?? 0} mails not yet delivered.`
          : `No SMTP_URL is set: lead alerts for ${siteConfig.email} and invites are kept in the outbox table (${unsent?.n ?? 0} waiting).`,
      },
      {
        label: "Auto-assign projects",
        state: "Off",
        detail: "Projects are assigned by an admin in All Projects.",
      },
      {
        label: "Backup frequency",
        state: env.DATABASE_URL ? "PostgreSQL" : "Embedded database",
        detail: env.DATABASE_URL
          ? "Backups follow your PostgreSQL server's schedule (pg_dump or the provider's snapshots)."
          : `Data lives in ${env.DATA_DIR}; copy that folder while the server is stopped.`,
      },
      {
        label: "Two-factor authentication",
        state: "Not available",
        detail: "Sign-in uses the Fli DESK ID and a password, with attempts limited per ID and per address.",
      },
      {
        label: "Session timeout",
        state: `${sessionDays} days`,
        detail: `A session ends after ${sessionDays} days without use; signing out ends it at once.`,
      },
      { label: "API access", state: "Not available", detail: "Fli DESK has no public API." },
      {
        label: "Import data",
        state: "Not available",
        detail: "Users are added with Add User and projects with Create Project.",
      },
      {
        label: "Reset system",
        state: "Not available",
        detail: "Data is never wiped from the dashboard; demo data comes from npm run seed.",
      },
    ],
  };
}

function readTab(url: URL) {
  const tab = url.searchParams.get("tab") as AdminTab | null;
  const dialog = url.searchParams.get("dialog") as AdminDialog | null;
  const status = url.searchParams.get("status") as LeadStatus | null;
  return {
    tab: tab && ADMIN_TABS.includes(tab) ? tab : ("overview" as AdminTab),
    dialog: dialog && ADMIN_DIALOGS.includes(dialog) ? dialog : null,
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 200),
    status: status && LEAD_STATUSES.includes(status) ? status : null,
  };
}

/** What the admin dashboard shows: the cards and lists every dialog needs, plus the chosen tab's data. */
export async function loadAdminDashboard(context: AppLoadContextValue, admin: SessionUser, url: URL) {
  const { db } = context;
  const view = readTab(url);
  const [projects, users, newLeads] = await Promise.all([listProjectsFor(db, admin), listUsers(db), countNewLeads(db)]);
  const tabData = {
    updates:
      view.tab === "projects"
        ? await listUpdates(
            db,
            projects.map((p) => p.id),
          )
        : [],
    analytics: view.tab === "analytics" ? await systemAnalytics(db) : null,
    leads: view.tab === "leads" ? await listLeads(db, { q: view.q, status: view.status ?? undefined }) : [],
    settings: view.tab === "settings" ? await settingsState(context) : null,
  };
  return { ...view, totals: systemTotals(projects, users), projects, users, newLeads, ...tabData };
}

export type AdminDashboardData = Awaited<ReturnType<typeof loadAdminDashboard>>;
