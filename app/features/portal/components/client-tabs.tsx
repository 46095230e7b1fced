import { Badge } from "~/components/ui/badge";
import { AssistantBox } from "~/features/insights";
import { ProjectCard, ReportChart, statusBadge } from "~/features/projects";
import { formatDate } from "~/lib/format";
import { cn } from "~/lib/utils";
import type { ClientDashboardData } from "../dashboard.server";
import { insightProjects, timelineProjects } from "../dashboards";
import { DashboardSection } from "./dashboard-summary";

export type ClientTabProps = { data: ClientDashboardData };

/** Overview and My Projects: the cards; My Projects adds each project's updates. */
export function ProjectsTab({ data }: ClientTabProps) {
  const updatesOf = (id: string) => data.updates.filter((u) => u.projectId === id);
  return (
    <DashboardSection id="projects" title="My Projects">
      <div className="grid gap-4 xl:grid-cols-2">
        {data.projects.map((project) => (
          <ProjectCard
            key={project.id}
            project={project}
            view="client"
            updates={data.tab === "projects" ? updatesOf(project.id) : undefined}
          />
        ))}
      </div>
    </DashboardSection>
  );
}

// The dot takes its status's badge colour, so a status reads the same on the line and in the badge.
const dotColours: Record<ReturnType<typeof statusBadge>["variant"], string> = {
  success: "bg-success-text",
  info: "bg-info-text",
  warning: "bg-warning-text",
  secondary: "bg-muted-foreground",
};

/** At most two active projects on a line, with progress, start and deadline. */
export function TimelineTab({ data }: ClientTabProps) {
  const projects = timelineProjects(data.projects);
  return (
    <DashboardSection id="timeline" title="Timeline View">
      {projects.length === 0 ? (
        <p className="text-muted-foreground">No project is in development right now.</p>
      ) : (
        <ol className="grid gap-4 border-l border-border pl-6">
          {projects.map((p) => {
            const badge = statusBadge(p.status);
            return (
              <li key={p.id} className="relative">
                <span
                  className={cn("absolute -left-[1.95rem] top-1.5 size-3 rounded-full", dotColours[badge.variant])}
                  aria-hidden="true"
                />
                <p className="font-semibold">
                  {p.title} <Badge variant={badge.variant}>{badge.label}</Badge>
                </p>
                <p className="text-sm text-muted-foreground">
                  {p.progress}% · started {formatDate(p.createdAt)} · deadline{" "}
                  {p.deadline ? formatDate(p.deadline) : "none"}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </DashboardSection>
  );
}

export function InsightsTab({ data }: ClientTabProps) {
  const projects = insightProjects(data.projects);
  return (
    <DashboardSection id="insights" title="AI Insights">
      {projects.length === 0 ? (
        <p className="text-muted-foreground">No Projects Available</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {projects.map((p) => (
            <AssistantBox key={p.id} projectId={p.id} title={p.title} />
          ))}
        </div>
      )}
    </DashboardSection>
  );
}

/** The stored reports of completed, connected projects, as charts. */
export function AnalyticsTab({ data }: ClientTabProps) {
  return (
    <DashboardSection id="analytics" title="Analytics">
      {data.reports.length === 0 ? (
        <p className="text-muted-foreground">No Analytics Available</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {data.reports.map((report) => (
            <div key={report.id}>
              <h3 className="mb-2 font-semibold">{data.projects.find((p) => p.id === report.projectId)?.title}</h3>
              <ReportChart report={report} />
            </div>
          ))}
        </div>
      )}
    </DashboardSection>
  );
}
