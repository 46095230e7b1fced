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
import type { FreelancerDashboardData } from "../dashboard.server";
import { dashboardTitle } from "../dashboards";
import { DashboardSection, DashboardSummary, NoProjects, ProjectGrid } from "./dashboard-summary";

type Props = { data: FreelancerDashboardData };
type Project = FreelancerDashboardData["projects"][number];
type Report = FreelancerDashboardData["reports"][number];

/** docs/product.md, Fli DESK portal: the freelancer's hub, only the projects assigned to them. */
export function FreelancerDashboard({ data }: Props) {
  const { projects, reports, updates } = data;
  const titleOf = (projectId: string) => projects.find((p) => p.id === projectId)?.title;
  return (
    <div className="grid gap-8">
      <DashboardSummary title={dashboardTitle("freelancer")} stats={data.stats} />
      {projects.length === 0 ? (
        <NoProjects title="No Assigned Projects" />
      ) : (
        <>
          <DashboardSection id="assigned" title="Assigned Projects" anchor>
            <p id="upload-reports" className="mb-4 scroll-mt-20 text-sm text-muted-foreground">
              To upload a report, choose Update Progress on its project: your notes and up to 10 screenshots reach your
              client at once.
            </p>
            <ProjectGrid
              projects={projects.filter((p) => p.status !== "completed")}
              view="admin"
              actions={(project) => <UpdateProgressDialog project={project} />}
            />
          </DashboardSection>
          <DashboardSection id="completed" title="Completed Projects" anchor>
            <ProjectGrid
              projects={projects.filter((p) => p.status === "completed")}
              view="admin"
              actions={(project) => <CompletedActions project={project} reports={reports} />}
            />
          </DashboardSection>
          <DashboardSection id="progress-updates" title="Progress Updates" anchor>
            <p className="mb-2 text-sm text-muted-foreground">
              Your updates: those awaiting your client's decision first, then the newest.
            </p>
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
  const own = reports.filter((r) => r.projectId === project.id);
  return (
    <>
      <Dialog>
        <DialogTrigger asChild>
          <Button size="sm" variant="outline">
            View Analytics<span className="sr-only"> of {project.title}</span>
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Analytics</DialogTitle>
            <DialogDescription>{project.title}</DialogDescription>
          </DialogHeader>
          {own.length === 0 ? (
            <p className="text-muted-foreground">No Analytics Available</p>
          ) : (
            own.map((r) => <ReportChart key={r.id} report={r} />)
          )}
        </DialogContent>
      </Dialog>
      {project.googleAnalyticsConnected ? (
        <Badge variant="success">GA Connected</Badge>
      ) : (
        <ConnectGaButton projectId={project.id} />
      )}
    </>
  );
}
