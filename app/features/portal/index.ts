// The portal: its shell, the role dashboards and their texts. Routes use these; no other feature needs them yet.
export { ClientDashboard } from "./components/client-dashboard";
export { FreelancerDashboard } from "./components/freelancer-dashboard";
export {
  PortalNotFound,
  portalStatusHandlers,
  standaloneStatusHandlers,
} from "./components/portal-errors";
export { PortalShell } from "./components/portal-shell";
export { dashboardTitle } from "./dashboards";
export { readSidebarOpen } from "./sidebar";
export type { PortalUser } from "./user";
