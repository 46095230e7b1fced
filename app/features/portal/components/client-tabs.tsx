import { useEffect } from "react";
import { useLocation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { AssistantBox } from "~/features/insights";
import { ProjectCard, ReportChart, statusBadge, statusText } from "~/features/projects";
import { formatDate } from "~/lib/format";
import { clientAreas, projectPage } from "~/lib/portal-areas";
import { usePortalTexts } from "~/lib/portal-texts";
import { cn } from "~/lib/utils";
import type { ClientFrameData, ClientReports, ClientUpdates } from "../dashboard.server";
import { insightProjects, timelineProjects } from "../dashboards";
import { DashboardSection, NoProjects } from "./dashboard-summary";

type ProjectOf = ClientFrameData["projects"][number];
type Projects = { projects: ProjectOf[] };
type Updates = ClientUpdates["updates"];
type Reports = ClientReports["reports"];

/** docs/product.md: a completed project with analytics connected has its reports in the Analytics tab. */
const hasAnalytics = (p: ProjectOf) => p.status === "completed" && p.googleAnalyticsConnected;
const reportAnchor = (id: string) => `report-${id}`;

/** Overview and My Projects: the cards, each opening its project's page; My Projects adds each project's updates. */
export function ProjectsTab({ projects, updates }: Projects & { updates?: Updates }) {
  const { m } = usePortalTexts();
  const updatesOf = (id: string) => updates?.filter((u) => u.projectId === id);
  return (
    <DashboardSection id="projects" title={m.client_tab_projects()}>
      <div className="grid gap-4 xl:grid-cols-2">
        {projects.map((project) => (
          <ProjectCard
            key={project.id}
            project={project}
            view="client"
            href={projectPage(project.id)}
            updates={updatesOf(project.id)}
            reportHref={hasAnalytics(project) ? `${clientAreas.analytics}#${reportAnchor(project.id)}` : undefined}
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
export function TimelineTab({ projects: all }: Projects) {
  const { m, locale } = usePortalTexts();
  const projects = timelineProjects(all);
  return (
    <DashboardSection id="timeline" title={m.client_tab_timeline()}>
      {projects.length === 0 ? (
        <p className="text-muted-foreground">{m.client_timeline_empty()}</p>
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
                  {p.title} <Badge variant={badge.variant}>{statusText(m, p.status)}</Badge>
                </p>
                <p className="text-sm text-muted-foreground">
                  {m.client_timeline_line({
                    progress: p.progress,
                    started: formatDate(p.createdAt, locale),
                    deadline: p.deadline ? formatDate(p.deadline, locale) : m.client_timeline_no_deadline(),
                  })}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </DashboardSection>
  );
}

export function InsightsTab({ projects: all, configured }: Projects & { configured: boolean }) {
  const { m } = usePortalTexts();
  const projects = insightProjects(all);
  return (
    <DashboardSection id="insights" title={m.client_tab_insights()}>
      {projects.length === 0 ? (
        <NoProjects title={m.dashboard_no_projects_available()} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {projects.map((p) => (
            <AssistantBox key={p.id} projectId={p.id} title={p.title} configured={configured} />
          ))}
        </div>
      )}
    </DashboardSection>
  );
}

/**
 * The stored reports of completed, connected projects, as charts, one section per project. 'View Analytics
 * Report' on a project's card links to its section (`#report-<id>`): the page scrolls there, and the section
 * takes the focus, so a keyboard user goes on from the report.
 */
export function AnalyticsTab({ projects, reports: all }: Projects & { reports: Reports }) {
  const { m } = usePortalTexts();
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.startsWith("#report-")) document.getElementById(hash.slice(1))?.focus();
  }, [hash]);
  const connected = projects.filter(hasAnalytics);
  return (
    <DashboardSection id="analytics" title={m.dashboard_analytics()}>
      {connected.length === 0 && <p className="text-muted-foreground">{m.client_no_analytics()}</p>}
      <div className="grid gap-8">
        {connected.map((project) => {
          const reports = all.filter((r) => r.projectId === project.id);
          return (
            <section
              key={project.id}
              id={reportAnchor(project.id)}
              tabIndex={-1}
              aria-labelledby={`${reportAnchor(project.id)}-title`}
              className="scroll-mt-20"
            >
              <h3 id={`${reportAnchor(project.id)}-title`} className="mb-2 font-semibold">
                {project.title}
              </h3>
              {reports.length === 0 ? (
                <p className="text-muted-foreground">{m.client_no_analytics()}</p>
              ) : (
                <div className="grid gap-4 lg:grid-cols-2">
                  {reports.map((report) => (
                    <ReportChart key={report.id} report={report} />
                  ))}
                </div>
              )}
            </section>
          );
        })}
      </div>
    </DashboardSection>
  );
}
