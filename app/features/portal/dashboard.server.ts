import { z } from "zod";
import type { SessionUser } from "~/features/accounts/index.server";
import { billingFor } from "~/features/billing/index.server";
import { assistantConfigured } from "~/features/insights/index.server";
import { listProjectsFor, listReports, listUpdateThreads, projectStats } from "~/features/projects/index.server";
import { clientSupportView } from "~/features/support/index.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { parseValue } from "~/lib/parse.server";
import { CLIENT_TABS, clientTabsFor } from "./dashboards";

// A tab that is unknown, or not there for this client, shows the overview.
const clientQuery = z.object({ tab: z.enum(CLIENT_TABS).catch("overview") });

const idsOf = (projects: { id: string }[]) => projects.map((p) => p.id);

/** A client's dashboard: their projects, the tabs they have, and the chosen tab's data (docs/product.md). */
export async function loadClientDashboard({ db, env }: { db: Db; env: Env }, user: SessionUser, url: URL) {
  const projects = await listProjectsFor(db, user);
  const tabs = clientTabsFor(projects);
  // Reversed, so that a name given twice keeps its first value (as URLSearchParams.get reads it).
  const query = parseValue(Object.fromEntries([...url.searchParams].reverse()), clientQuery);
  const requested = query.ok ? query.value.tab : "overview";
  const tab = tabs.includes(requested) ? requested : "overview";
  const connected = projects.filter((p) => p.status === "completed" && p.googleAnalyticsConnected);
  const [updates, reports, billing, support] = await Promise.all([
    listUpdateThreads(db, user, idsOf(projects)),
    listReports(db, idsOf(connected)),
    billingFor(db, user.id),
    tab === "support" ? clientSupportView(db, user, url) : null,
  ]);
  const assistant = { configured: assistantConfigured(env) };
  return { projects, stats: projectStats(projects), tabs, tab, updates, reports, billing, assistant, support };
}

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

export type ClientDashboardData = Awaited<ReturnType<typeof loadClientDashboard>>;
export type FreelancerDashboardData = Awaited<ReturnType<typeof loadFreelancerDashboard>>;
