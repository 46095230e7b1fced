import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { ConnectGaButton, ReportChart, UpdateList, UpdateProgressDialog } from "~/features/projects";
import { usePortalTexts } from "~/lib/portal-texts";
import type { FreelancerDashboardData } from "../dashboard.server";
import { dashboardTitle } from "../dashboards";
import { DashboardSection, DashboardSummary, NoProjects, ProjectGrid } from "./dashboard-summary";

type Props = { data: FreelancerDashboardData };
type Project = FreelancerDashboardData["projects"][number];
type Report = FreelancerDashboardData["reports"][number];

/** docs/product.md, Fli DESK portal: the freelancer's hub, only the projects assigned to them. */
export function FreelancerDashboard({ data }: Props) {
  const { m } = usePortalTexts();
  const { projects, reports, updates } = data;
  const titleOf = (projectId: string) => projects.find((p) => p.id === projectId)?.title;
  return (
    <div className="grid gap-8">
      <DashboardSummary title={dashboardTitle(m, "freelancer")} stats={data.stats} />
      {projects.length === 0 ? (
        <NoProjects title={m.dashboard_no_assigned_projects()} />
      ) : (
        <>
          <DashboardSection id="assigned" title={m.dashboard_assigned_projects()} anchor>
            <p id="upload-reports" className="mb-4 scroll-mt-20 text-sm text-muted-foreground">
              {m.dashboard_upload_hint()}
            </p>
            <ProjectGrid
              projects={projects.filter((p) => p.status !== "completed")}
              view="admin"
              actions={(project) => <UpdateProgressDialog project={project} />}
            />
          </DashboardSection>
          <DashboardSection id="completed" title={m.dashboard_completed_projects()} anchor>
            <ProjectGrid
              projects={projects.filter((p) => p.status === "completed")}
              view="admin"
              actions={(project) => <CompletedActions project={project} reports={reports} />}
            />
          </DashboardSection>
          <DashboardSection id="progress-updates" title={m.dashboard_progress_updates()} anchor>
            <p className="mb-2 text-sm text-muted-foreground">{m.dashboard_updates_order()}</p>
            {/* The freelancer knows who wrote them: each is labelled with its project instead. */}
            <UpdateList updates={updates.map((u) => ({ ...u, authorName: titleOf(u.projectId) ?? u.authorName }))} />
          </DashboardSection>
        </>
      )}
    </div>
  );
}

/** Under a completed project: its analytics in a dialog, and Connect GA or the 'GA Connected' badge. */
function CompletedActions({ project, reports }: { project: Project; reports: Report[] }) {
  const { m } = usePortalTexts();
  const own = reports.filter((r) => r.projectId === project.id);
  return (
    <>
      <Dialog>
        <DialogTrigger asChild>
          <Button size="sm" variant="outline" aria-label={m.dashboard_view_analytics_of({ title: project.title })}>
            {m.dashboard_view_analytics()}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{m.dashboard_analytics()}</DialogTitle>
            <DialogDescription>{project.title}</DialogDescription>
          </DialogHeader>
          {own.length === 0 ? (
            <p className="text-muted-foreground">{m.client_no_analytics()}</p>
          ) : (
            own.map((r) => <ReportChart key={r.id} report={r} />)
          )}
        </DialogContent>
      </Dialog>
      {project.googleAnalyticsConnected ? (
        <Badge variant="success">{m.dashboard_ga_connected()}</Badge>
      ) : (
        <ConnectGaButton projectId={project.id} />
      )}
    </>
  );
}
