import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { ConnectGaButton, ProjectCard, ReportChart, UpdateProgressDialog } from "~/features/projects";
import { adminArea, clientAreas, projectKeywordsPage } from "~/lib/portal-areas";
import type { Role } from "~/lib/validation";
import type { ProjectPageData } from "../dashboard.server";
import { DashboardSection } from "./dashboard-summary";

// Where each role's list of projects is.
const backTo: Record<Role, { to: string; label: string }> = {
  client: { to: clientAreas.projects, label: "My Projects" },
  freelancer: { to: "/dashboard#assigned", label: "Assigned Projects" },
  admin: { to: adminArea("projects"), label: "All Projects" },
};

/** What the viewer may do with the project here: a freelancer updates progress, or connects analytics when done. */
function Actions({ project, role }: { project: ProjectPageData["project"]; role: Role }) {
  if (role !== "freelancer") return null;
  if (project.status !== "completed") return <UpdateProgressDialog project={project} />;
  return project.googleAnalyticsConnected ? null : <ConnectGaButton projectId={project.id} />;
}

/**
 * One project's page (decision 32), for each role that may see it: the project, and its updates with their
 * comments and decisions in one thread; its analytics reports once it is completed.
 */
export function ProjectPage({ data, role }: { data: ProjectPageData; role: Role }) {
  const { project, updates, reports, keywordPlan } = data;
  const back = backTo[role];
  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <Link
          to={back.to}
          className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" /> {back.label}
        </Link>
        <h1 className="text-3xl font-bold wrap-anywhere">{project.title}</h1>
      </div>
      <DashboardSection id="project-thread" title="Updates">
        <ProjectCard
          project={project}
          view={role === "client" ? "client" : "admin"}
          updates={updates}
          footer={<Actions project={project} role={role} />}
        />
      </DashboardSection>
      {keywordPlan && (
        <DashboardSection id="project-keywords" title="Tracked keywords">
          <p className="text-muted-foreground">
            {project.clientName}'s {keywordPlan.plan} plan tracks{" "}
            {keywordPlan.limit === null ? "unlimited keywords" : `up to ${keywordPlan.limit} keywords`}.{" "}
            <Link
              to={projectKeywordsPage(project.id)}
              className="font-medium text-foreground underline underline-offset-4"
            >
              Manage tracked keywords
            </Link>
          </p>
        </DashboardSection>
      )}
      {reports.length > 0 && (
        <DashboardSection id="project-analytics" title="Analytics">
          <div className="grid gap-4 lg:grid-cols-2">
            {reports.map((report) => (
              <ReportChart key={report.id} report={report} />
            ))}
          </div>
        </DashboardSection>
      )}
    </div>
  );
}
