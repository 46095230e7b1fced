import { count, isNull } from "drizzle-orm";
import { z } from "zod";
import { outbox } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import { listUsers, SESSION_TTL_MS, twoFactorRequired } from "~/features/accounts/index.server";
import { adminBillingView } from "~/features/billing/index.server";
import { countNewLeads, LEAD_STATUSES, listLeads } from "~/features/leads/index.server";
import { listProjectsFor, listUpdateThreads } from "~/features/projects/index.server";
import { siteConfig } from "~/features/site";
import { adminTicketsView, countOpenTickets } from "~/features/support/index.server";
import type { AppLoadContextValue } from "~/lib/context.server";
import { listAuditLog, readAuditFilter } from "./audit-log.server";
import { ADMIN_DIALOGS, ADMIN_TABS } from "./messages";
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
      twoFactorRequired(env, "admin")
        ? {
            label: "Two-factor authentication",
            state: "Required for admins",
            detail:
              "Admins sign in with a code from an authenticator app after the password; every user can turn it on in their profile.",
          }
        : {
            label: "Two-factor authentication",
            state: "Optional",
            detail:
              "Every user can turn it on in their profile. It is required for admins on a PostgreSQL database (DATABASE_URL) unless ADMIN_TWO_FACTOR=off.",
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

/** The dashboard's address: every part falls back to its default (`catch`), so a stale or edited link still opens. */
const viewSchema = z.object({
  tab: z.enum(ADMIN_TABS).catch("overview"),
  dialog: z.enum(ADMIN_DIALOGS).nullable().catch(null),
  q: z
    .string()
    .catch("")
    .transform((q) => q.trim().slice(0, 200)),
  status: z.enum(LEAD_STATUSES).nullable().catch(null),
});

function readView(url: URL) {
  const get = (name: string) => url.searchParams.get(name);
  return viewSchema.parse({ tab: get("tab"), dialog: get("dialog"), q: get("q"), status: get("status") });
}

/** What the admin dashboard shows: the cards and lists every dialog needs, plus the chosen tab's data. */
export async function loadAdminDashboard(context: AppLoadContextValue, admin: SessionUser, url: URL) {
  const { db } = context;
  const view = readView(url);
  const [projects, users, newLeads, openTickets] = await Promise.all([
    listProjectsFor(db, admin),
    listUsers(db),
    countNewLeads(db),
    countOpenTickets(db),
  ]);
  const tabData = {
    updates:
      view.tab === "projects"
        ? await listUpdateThreads(
            db,
            admin,
            projects.map((p) => p.id),
          )
        : [],
    analytics: view.tab === "analytics" ? await systemAnalytics(db) : null,
    leads: view.tab === "leads" ? await listLeads(db, { q: view.q, status: view.status ?? undefined }) : [],
    tickets: view.tab === "tickets" ? await adminTicketsView(db, admin, url) : null,
    settings: view.tab === "settings" ? await settingsState(context) : null,
    audit: view.tab === "audit" ? await listAuditLog(db, readAuditFilter(url)) : null,
    billing: view.tab === "billing" ? await adminBillingView(db, url) : null,
  };
  return { ...view, totals: systemTotals(projects, users), projects, users, newLeads, openTickets, ...tabData };
}

export type AdminDashboardData = Awaited<ReturnType<typeof loadAdminDashboard>>;
