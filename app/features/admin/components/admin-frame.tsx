import { StatTiles } from "~/components/stat-tiles";
import { TabLinks } from "~/components/tab-links";
import { Badge } from "~/components/ui/badge";
import { type AdminArea, adminArea } from "~/lib/portal-areas";
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
          { label: "Total Clients", value: frame.totals.clients },
          { label: "Total Freelancers", value: frame.totals.freelancers },
          { label: "Active Projects", value: frame.totals.active },
          { label: "Completed Projects", value: frame.totals.completed },
        ]}
      />
      <TabLinks
        label="Admin sections"
        current={current}
        tabs={[
          { id: "overview", label: "Overview", to: "/dashboard" },
          { id: "projects", label: "Projects", to: adminArea("projects") },
          { id: "users", label: "Users", to: adminArea("users") },
          // docs/product.md: choosing Analytics opens the upload dialog over Overview.
          { id: "analytics", label: "Analytics", to: "/dashboard?dialog=upload-analytics" },
          {
            id: "leads",
            label: <Counted label="Leads" count={frame.newLeads} what="new" />,
            to: adminArea("leads"),
          },
          {
            id: "tickets",
            label: <Counted label="Tickets" count={frame.openTickets} what="open" />,
            to: adminArea("tickets"),
          },
          { id: "billing", label: "Billing", to: adminArea("billing") },
          { id: "audit", label: "Audit", to: adminArea("audit") },
          { id: "reports", label: "Reports", to: adminArea("reports") },
          { id: "settings", label: "Settings", to: adminArea("settings") },
        ]}
      />
      <UploadAnalyticsDialog projects={frame.projects} trigger={false} />
      {children}
    </div>
  );
}
