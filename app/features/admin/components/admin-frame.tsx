import { StatTiles } from "~/components/stat-tiles";
import { TabLinks } from "~/components/tab-links";
import { Badge } from "~/components/ui/badge";
import { type AdminArea, adminArea } from "~/lib/portal-areas";
import { usePortalTexts } from "~/lib/portal-texts";
import type { AdminFrameData } from "../dashboard.server";
import { CreateProjectDialog, UploadAnalyticsDialog } from "./project-dialogs";
import { AddUserDialog } from "./user-dialogs";

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

/**
 * What every admin page has around its own part (docs/product.md, Fli DESK portal): the heading, Add User and Create
 * Project, the totals and the links to each area (decision 32). Dialogs also open from links (`?dialog=`).
 */
export function AdminFrame({
  frame,
  current,
  children,
}: {
  frame: AdminFrameData;
  current: AdminArea | "overview";
  children: React.ReactNode;
}) {
  const clients = frame.users.filter((u) => u.role === "client");
  const freelancers = frame.users.filter((u) => u.role === "freelancer");
  const { m } = usePortalTexts();
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{m.admin_panel_heading()}</h1>
        <div className="flex flex-wrap gap-2">
          <AddUserDialog />
          <CreateProjectDialog clients={clients} freelancers={freelancers} />
        </div>
      </div>
      <StatTiles
        size="md"
        stats={[
          { label: m.admin_total_clients(), value: frame.totals.clients },
          { label: m.admin_total_freelancers(), value: frame.totals.freelancers },
          { label: m.admin_active_projects(), value: frame.totals.active },
          { label: m.admin_completed_projects(), value: frame.totals.completed },
        ]}
      />
      <TabLinks
        label={m.admin_sections()}
        current={current}
        tabs={[
          { id: "overview", label: m.admin_overview(), to: "/dashboard" },
          { id: "projects", label: m.admin_tab_projects(), to: adminArea("projects") },
          { id: "users", label: m.admin_users(), to: adminArea("users") },
          // docs/product.md: choosing Analytics opens the upload dialog over Overview.
          { id: "analytics", label: m.admin_tab_analytics(), to: "/dashboard?dialog=upload-analytics" },
          {
            id: "leads",
            label: <Counted label={m.admin_tab_leads()} count={frame.newLeads} what={m.admin_leads_waiting()} />,
            to: adminArea("leads"),
          },
          {
            id: "tickets",
            label: <Counted label={m.admin_tab_tickets()} count={frame.openTickets} what={m.admin_tickets_waiting()} />,
            to: adminArea("tickets"),
          },
          { id: "billing", label: m.admin_tab_billing(), to: adminArea("billing") },
          { id: "audit", label: m.admin_tab_audit(), to: adminArea("audit") },
          { id: "reports", label: m.admin_tab_reports(), to: adminArea("reports") },
          { id: "settings", label: m.admin_tab_settings(), to: adminArea("settings") },
        ]}
      />
      <UploadAnalyticsDialog projects={frame.projects} trigger={false} />
      {children}
    </div>
  );
}
