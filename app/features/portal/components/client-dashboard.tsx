import type { ComponentType } from "react";
import { TabLinks } from "~/components/tab-links";
import { type ClientTab, clientTabLabels, dashboardTitle } from "../dashboards";
import { BillingTab } from "./billing-tab";
import { AnalyticsTab, type ClientTabProps, InsightsTab, ProjectsTab, TimelineTab } from "./client-tabs";
import { DashboardSummary, NoProjects } from "./dashboard-summary";
import { SupportTab } from "./support-tab";

const tabViews: Record<ClientTab, ComponentType<ClientTabProps>> = {
  overview: ProjectsTab,
  projects: ProjectsTab,
  timeline: TimelineTab,
  insights: InsightsTab,
  analytics: AnalyticsTab,
  billing: BillingTab,
  support: SupportTab,
};

// A client with no projects still has AI Insights ('No Projects Available'), Billing (a purchase comes before
// its first project) and Support; the tabs about projects say 'No Projects Assigned'.
const ownEmptyState: readonly ClientTab[] = ["insights", "billing", "support"];

/** docs/product.md, Fli DESK portal: the client's dashboard, read only, one view per tab (`?tab=`). */
export function ClientDashboard({ data }: ClientTabProps) {
  const TabView = tabViews[data.tab];
  const empty = data.projects.length === 0 && !ownEmptyState.includes(data.tab);
  return (
    <div className="grid gap-8">
      <DashboardSummary title={dashboardTitle("client")} stats={data.stats} />
      <TabLinks
        label="Dashboard sections"
        current={data.tab}
        tabs={data.tabs.map((t) => ({
          id: t,
          label: clientTabLabels[t],
          to: t === "overview" ? "/dashboard" : `/dashboard?tab=${t}`,
        }))}
      />
      {empty ? <NoProjects title="No Projects Assigned" /> : <TabView data={data} />}
    </div>
  );
}
