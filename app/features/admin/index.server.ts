// The admin's pages on the server: what each area loads, and the one action of each area's page.
export { adminAreaAction } from "./area-action.server";
export {
  type AdminFrameData,
  loadAdminAnalytics,
  loadAdminAudit,
  loadAdminBilling,
  loadAdminFrame,
  loadAdminLeads,
  loadAdminProjects,
  loadAdminSettings,
  loadAdminTickets,
} from "./dashboard.server";
export { EXPORTS, exportStream } from "./export.server";
