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

/** The admin's Settings (docs/product.md), each shown as what it is now: nothing here is a button that does nothing. */
async function settingsState(db: Db, env: Env) {
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
