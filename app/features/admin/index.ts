// The admin's pages in the browser: the frame every admin page has, and each area's panel.
export { AdminFrame } from "./components/admin-frame";
export { AnalyticsPanel } from "./components/analytics-panel";
export { AuditPanel } from "./components/audit-panel";
export { BillingPanel } from "./components/billing-panel";
export { LeadsPanel } from "./components/leads-panel";
export { OverviewPanel } from "./components/overview-panel";
export { ProjectsPanel } from "./components/projects-panel";
export { SettingsPanel } from "./components/settings-panel";
export { AdminTicketPanel, TicketsPanel } from "./components/tickets-panel";
export { UsersPanel } from "./components/users-panel";
