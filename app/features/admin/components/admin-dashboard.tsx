import { StatTiles } from "~/components/stat-tiles";
import { TabLinks } from "~/components/tab-links";
import { Badge } from "~/components/ui/badge";
import type { AdminDashboardData } from "../dashboard.server";
import type { AdminTab } from "../messages";
import { AnalyticsPanel } from "./analytics-panel";
import { AuditPanel } from "./audit-panel";
import { BillingPanel } from "./billing-panel";
import { LeadsPanel } from "./leads-panel";
import { OverviewPanel } from "./overview-panel";
import type { PanelProps } from "./panel";
import { CreateProjectDialog, UploadAnalyticsDialog } from "./project-dialogs";
import { ProjectsPanel } from "./projects-panel";
import { SettingsPanel } from "./settings-panel";
import { TicketsPanel } from "./tickets-panel";
import { AddUserDialog } from "./user-dialogs";
import { UsersPanel } from "./users-panel";

const panels: Record<AdminTab, (props: PanelProps) => React.ReactNode> = {
  overview: OverviewPanel,
  projects: ProjectsPanel,
  users: UsersPanel,
  analytics: AnalyticsPanel,
  leads: LeadsPanel,
  tickets: TicketsPanel,
  billing: BillingPanel,
  audit: AuditPanel,
  settings: SettingsPanel,
};

/** A tab's name with how many wait there (new leads, open tickets), said in words to a screen reader. */
function Counted({ label, count, what }: { label: string; count: number; what: string }) {
  return (
    <>
      {label}{" "}
      {count > 0 && (
        <Badge variant="warning" className="ml-1">
          {count}
          <span className="sr-only"> {what}</span>
        </Badge>
      )}
    </>
  );
}

/** The admin dashboard (docs/product.md, Fli DESK portal). Tabs are links (`?tab=`); dialogs also open from links (`?dialog=`). */
export function AdminDashboard({ data }: { data: AdminDashboardData }) {
  const Panel = panels[data.tab];
  const clients = data.users.filter((u) => u.role === "client");
  const freelancers = data.users.filter((u) => u.role === "freelancer");
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Admin Panel</h1>
        <div className="flex flex-wrap gap-2">
          <AddUserDialog />
          <CreateProjectDialog clients={clients} freelancers={freelancers} />
        </div>
      </div>
      <StatTiles
        size="md"
        stats={[
          { label: "Total Clients", value: data.totals.clients },
          { label: "Total Freelancers", value: data.totals.freelancers },
          { label: "Active Projects", value: data.totals.active },
          { label: "Completed Projects", value: data.totals.completed },
        ]}
      />
      <TabLinks
        label="Admin sections"
        current={data.tab}
        tabs={[
          { id: "overview", label: "Overview", to: "/dashboard" },
          { id: "projects", label: "Projects", to: "/dashboard?tab=projects" },
          { id: "users", label: "Users", to: "/dashboard?tab=users" },
          // docs/product.md: choosing Analytics opens the upload dialog over Overview.
          { id: "analytics", label: "Analytics", to: "/dashboard?dialog=upload-analytics" },
          {
            id: "leads",
            label: <Counted label="Leads" count={data.newLeads} what="new" />,
            to: "/dashboard?tab=leads",
          },
          {
            id: "tickets",
            label: <Counted label="Tickets" count={data.openTickets} what="open" />,
            to: "/dashboard?tab=tickets",
          },
          { id: "billing", label: "Billing", to: "/dashboard?tab=billing" },
          { id: "audit", label: "Audit", to: "/dashboard?tab=audit" },
          { id: "settings", label: "Settings", to: "/dashboard?tab=settings" },
        ]}
      />
      <UploadAnalyticsDialog projects={data.projects} trigger={false} />
      <Panel data={data} />
    </div>
  );
}
