// The portal: its shell, the role dashboards and their texts. Routes use these; no other feature needs them yet.
export { BillingTab } from "./components/billing-tab";
export { ClientFrame } from "./components/client-frame";
export { AnalyticsTab, InsightsTab, ProjectsTab, TimelineTab } from "./components/client-tabs";
export { FreelancerDashboard } from "./components/freelancer-dashboard";
export {
  PortalNotFound,
  portalStatusHandlers,
  StandaloneAccessDenied,
  standaloneStatusHandlers,
} from "./components/portal-errors";
export { PortalShell } from "./components/portal-shell";
export { ProjectPage } from "./components/project-page";
export { ClientTicket, SupportTab } from "./components/support-tab";
export { clientTabLabels, dashboardTitle } from "./dashboards";
export { readSidebarOpen } from "./sidebar";
export type { PortalUser } from "./user";
