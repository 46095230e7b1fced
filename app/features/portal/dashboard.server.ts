import type { SessionUser } from "~/features/accounts/index.server";
import { billingFor } from "~/features/billing/index.server";
import {
  listProjectsFor,
  listReports,
  listUpdateThreads,
  projectStats,
  visibleProjectIds,
} from "~/features/projects/index.server";
import { hasReports } from "~/features/reports/index.server";
import { hasTrackedKeywords, importStatus, projectKeywordPlan } from "~/features/results/index.server";
import type { Db } from "~/lib/db.server";
import { clientTabsFor } from "./dashboards";

const idsOf = (projects: { id: string }[]) => projects.map((p) => p.id);

/** What every client page shows around its own part: their projects (cards, totals) and the areas they have. */
export async function loadClientFrame(db: Db, user: SessionUser) {
  const [projects, reports, keywords] = await Promise.all([
    listProjectsFor(db, user),
    hasReports(db, user.id),
    hasTrackedKeywords(db, user.id),
  ]);
  return { projects, stats: projectStats(projects), tabs: clientTabsFor(projects, reports, keywords) };
}

/** My Projects: each project's updates, with comments and decisions. */
export async function loadClientUpdates(db: Db, user: SessionUser) {
  return { updates: await listUpdateThreads(db, user, visibleProjectIds(db, user)) };
}

/** docs/product.md: the stored reports of the client's completed projects with analytics connected. */
export async function loadClientReports(db: Db, user: SessionUser) {
  const projects = await listProjectsFor(db, user);
  const connected = projects.filter((p) => p.status === "completed" && p.googleAnalyticsConnected);
  return { reports: await listReports(db, idsOf(connected)) };
}

export const loadClientBilling = async (db: Db, user: SessionUser) => ({ billing: await billingFor(db, user.id) });

/**
 * A freelancer's dashboard: the assigned projects, the completed ones' reports, and 10 updates (those awaiting
 * the client's decision first, then the newest), plus the one a notification's link names (`?update=`).
 */
export async function loadFreelancerDashboard(db: Db, user: SessionUser, url?: URL) {
  const projects = await listProjectsFor(db, user);
  const completed = projects.filter((p) => p.status === "completed");
  const [reports, threads] = await Promise.all([
    listReports(db, idsOf(completed)),
    listUpdateThreads(db, user, idsOf(projects)),
  ]);
  const linked = url?.searchParams.get("update");
  const updates = threads.filter((u, i) => i < 10 || u.id === linked);
  return { projects, stats: projectStats(projects), reports, updates };
}

/**
 * One project's page, for every role that may see it (a client their own, a freelancer an assigned one, an admin
 * any): the project and its updates with comments and decisions, how its Google import stands when Google is
 * connected, and for staff the client's SEO plan, if any, whose keywords they keep. Anything else is a 404, as if
 * absent.
 */
export async function loadProjectPage(db: Db, user: SessionUser, projectId: string) {
  const [project] = await listProjectsFor(db, user, projectId);
  if (!project) throw new Response("Not Found", { status: 404 });
  const [updates, reports, googleImport, keywordPlan] = await Promise.all([
    listUpdateThreads(db, user, [project.id]),
    project.status === "completed" ? listReports(db, [project.id]) : [],
    importStatus(db, project.id),
    // Staff keep an SEO client's keywords from any of the client's projects (decision 46).
    user.role === "client" ? null : projectKeywordPlan(db, project.id),
  ]);
  return { project, updates, reports, googleImport, keywordPlan };
}

export type ClientFrameData = Awaited<ReturnType<typeof loadClientFrame>>;
export type FreelancerDashboardData = Awaited<ReturnType<typeof loadFreelancerDashboard>>;
export type ClientBilling = Awaited<ReturnType<typeof loadClientBilling>>["billing"];
export type ClientUpdates = Awaited<ReturnType<typeof loadClientUpdates>>;
export type ClientReports = Awaited<ReturnType<typeof loadClientReports>>;
export type ProjectPageData = Awaited<ReturnType<typeof loadProjectPage>>;
