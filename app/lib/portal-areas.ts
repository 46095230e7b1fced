import type { Role } from "./validation";

/** The client's areas, in the order of their links. */
export const CLIENT_TABS = ["overview", "analytics", "timeline", "insights", "projects", "billing", "support"] as const;
export type ClientTab = (typeof CLIENT_TABS)[number];

/**
 * Where each area of the portal lives: one route per area (decision 32). The spec's older addresses
 * (`/dashboard?tab=…`, `/dashboard/{role}?tab=…`) are sent here by `addressOfTab`, so links in old mails and
 * notifications keep working. Here, below the features, because many features link into the portal (mails,
 * notifications, tickets).
 */
export const clientAreas: Record<ClientTab, string> = {
  overview: "/dashboard",
  projects: "/dashboard/projects",
  timeline: "/dashboard/timeline",
  insights: "/dashboard/insights",
  analytics: "/dashboard/analytics",
  billing: "/dashboard/billing",
  support: "/dashboard/support",
};

/**
 * Where the client's subscription forms post (cancel, undo, retry, change plan): a resource route beside the Billing
 * page, because a page's action cannot answer with a page of its own (the plan change's signed payment form) or
 * plain JSON; React Router would render the Billing page around it instead.
 */
export const subscriptionActions = "/dashboard/billing/subscription";

export const ADMIN_AREAS = [
  "projects",
  "users",
  "analytics",
  "leads",
  "tickets",
  "billing",
  "audit",
  "reports",
  "settings",
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

export const adminArea = (area: AdminArea) => `/dashboard/admin/${area}`;

/** The profile's sections, in the order of their links: each its own route under the profile's layout. */
export const PROFILE_SECTIONS = ["account", "security", "notifications", "devices"] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export const profileSections: Record<ProfileSection, string> = {
  account: "/dashboard/profile",
  security: "/dashboard/profile/security",
  notifications: "/dashboard/profile/notifications",
  devices: "/dashboard/profile/devices",
};

/**
 * Where the anchors of the one-page profile went (links in mails and pages from before the split name them,
 * `/dashboard/profile#two-factor`): the fragment never reaches the server, so the profile's layout reads it in the
 * browser and moves there. An anchor of a section's own page stays on it.
 */
export const profileAnchors: Record<string, ProfileSection> = {
  account: "account",
  "two-factor": "security",
  password: "security",
  notifications: "notifications",
  "notifications-title": "notifications",
  devices: "devices",
  "sign-ins": "devices",
};

/** One project's page, for every role that may see it: its updates, comments and decisions in one thread. */
export const projectPage = (projectId: string) => `/dashboard/projects/${projectId}`;

/**
 * The content calendar, one page for every role (a client sees theirs; admins and freelancers pick a client with
 * `?client=<desk id>`), and one page per post.
 */
export const calendarArea = "/dashboard/calendar";
export const postPage = (postId: string) => `${calendarArea}/posts/${postId}`;

/** One ticket's thread: the client's under Support, the admin's under Tickets. */
export const clientTicketPage = (ticketId: string) => `/dashboard/support/${ticketId}`;
export const adminTicketPage = (ticketId: string) => `${adminArea("tickets")}/${ticketId}`;

// Parameters that only chose the tab: the rest (filters, a dialog, an update to show) travel on.
const TAB_ONLY = ["tab", "ticket"];

function withQuery(path: string, params: URLSearchParams) {
  const rest = new URLSearchParams([...params].filter(([name]) => !TAB_ONLY.includes(name)));
  const query = rest.toString();
  return query ? `${path}?${query}` : path;
}

function areaOf(role: Role, tab: string, ticket: string | null) {
  if (role === "client") {
    if (tab === "support" && ticket) return clientTicketPage(ticket);
    return Object.hasOwn(clientAreas, tab) ? clientAreas[tab as ClientTab] : "/dashboard";
  }
  if (role === "admin") {
    if (tab === "tickets" && ticket) return adminTicketPage(ticket);
    return (ADMIN_AREAS as readonly string[]).includes(tab) ? adminArea(tab as AdminArea) : "/dashboard";
  }
  // A freelancer's dashboard is one page; a tab named in an old link shows it.
  return "/dashboard";
}

/** The address an old `?tab=` link means for this role, with its other parameters kept. */
export function addressOfTab(role: Role, params: URLSearchParams) {
  const tab = params.get("tab") ?? "overview";
  return withQuery(areaOf(role, tab, params.get("ticket")), params);
}

/** A tracked keyword's history (decision 46), for the client and the staff who may see their keywords. */
export const keywordPage = (keywordId: string) => `/dashboard/analytics/keywords/${keywordId}`;

/** Where the freelancer or an admin keeps a client's tracked keywords: beside one of the client's projects. */
export const projectKeywordsPage = (projectId: string) => `/dashboard/projects/${projectId}/keywords`;
