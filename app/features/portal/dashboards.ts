import { isActive } from "~/features/projects";
import { CLIENT_TABS, type ClientTab } from "~/lib/portal-areas";
import type { Role } from "~/lib/validation";

/** Zod-free: the page and its loader share these. */

const titles: Record<Role, string> = { client: "Client Dashboard", freelancer: "Freelancer Hub", admin: "Admin Panel" };

/** The heading of a role's dashboard, also the page's title. */
export const dashboardTitle = (role: Role | undefined) => (role ? titles[role] : "Dashboard");

export { CLIENT_TABS, type ClientTab } from "~/lib/portal-areas";

export const clientTabLabels: Record<ClientTab, string> = {
  overview: "Overview",
  analytics: "Analytics",
  timeline: "Timeline View",
  insights: "AI Insights",
  projects: "My Projects",
  billing: "Billing",
  support: "Support",
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
