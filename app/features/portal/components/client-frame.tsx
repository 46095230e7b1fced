import type { ReactNode } from "react";
import { TabLinks } from "~/components/tab-links";
import { clientAreas } from "~/lib/portal-areas";
import { usePortalTexts } from "~/lib/portal-texts";
import type { ClientFrameData } from "../dashboard.server";
import { type ClientTab, clientTabLabels, dashboardTitle } from "../dashboards";
import { DashboardSummary, NoProjects } from "./dashboard-summary";

// A client with no projects still has AI Insights ('No Projects Available'), Billing (a purchase comes before
// its first project) and Support; the areas about projects say 'No Projects Assigned'.
const ownEmptyState: readonly ClientTab[] = ["insights", "billing", "support"];

/**
 * docs/product.md, Fli DESK portal: what every page of the client's dashboard has around its own part, the totals
 * and the links to each area (one route each, decision 32).
 */
export function ClientFrame({
  frame,
  current,
  children,
}: {
  frame: ClientFrameData;
  current: ClientTab;
  children: ReactNode;
}) {
  const { m } = usePortalTexts();
  const empty = frame.projects.length === 0 && !ownEmptyState.includes(current);
  return (
    <div className="grid gap-8">
      <DashboardSummary title={dashboardTitle(m, "client")} stats={frame.stats} />
      <TabLinks
        label={m.dashboard_sections()}
        current={current}
        tabs={frame.tabs.map((t) => ({ id: t, label: clientTabLabels[t](m), to: clientAreas[t] }))}
      />
      {empty ? <NoProjects title={m.dashboard_no_projects_assigned()} /> : children}
    </div>
  );
}
