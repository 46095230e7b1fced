import { isActive } from "~/features/projects";
import { CLIENT_TABS, type ClientTab } from "~/lib/portal-areas";
import type { PortalMessages } from "~/lib/portal-texts";
import type { Role } from "~/lib/validation";

/** Zod-free: the page and its loader share these. */

const titles: Record<Role, (m: PortalMessages) => string> = {
  client: (m) => m.dashboard_title_client(),
  freelancer: (m) => m.dashboard_title_freelancer(),
  admin: (m) => m.dashboard_title_admin(),
};

/** The heading of a role's dashboard, also the page's title, in the portal's language. */
export const dashboardTitle = (m: PortalMessages, role: Role | undefined) =>
  role ? titles[role](m) : m.dashboard_title();

export { CLIENT_TABS, type ClientTab } from "~/lib/portal-areas";

export const clientTabLabels: Record<ClientTab, (m: PortalMessages) => string> = {
  overview: (m) => m.client_tab_overview(),
  analytics: (m) => m.dashboard_analytics(),
  timeline: (m) => m.client_tab_timeline(),
  insights: (m) => m.client_tab_insights(),
  projects: (m) => m.client_tab_projects(),
  billing: (m) => m.client_tab_billing(),
  support: (m) => m.client_tab_support(),
};

/** Work under way (not pending: see `isActive`): what the Active Projects card counts and the timeline shows. */
export const timelineProjects = <T extends { status: string }>(projects: T[]) =>
  projects.filter((p) => isActive(p.status)).slice(0, 2);

/**
 * docs/product.md: the Analytics tab exists only when some project is completed, a monthly report was made, or a
 * keyword is tracked.
 */
export function clientTabsFor(projects: { status: string }[], hasMonthlyReports = false, hasKeywords = false) {
  // Monthly reports and keyword rankings are on Analytics: a client with either has the area before any project is
  // completed.
  const analytics = hasMonthlyReports || hasKeywords || projects.some((p) => p.status === "completed");
  return CLIENT_TABS.filter((t) => t !== "analytics" || analytics);
}

/**
 * docs/product.md, Fli DESK portal: boxes for up to two active projects, else the first completed one. A client
 * whose only projects are pending still gets a box for the first of them: they have a project to ask about.
 */
export function insightProjects<T extends { status: string }>(projects: T[]) {
  const active = timelineProjects(projects);
  if (active.length) return active;
  const next = projects.find((p) => p.status === "completed") ?? projects[0];
  return next ? [next] : [];
}
