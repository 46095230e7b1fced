import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ConnectGaButton, ProjectCard, ReportChart, UpdateProgressDialog } from "~/features/projects";
import { ImportStatus } from "~/features/results";
import { adminArea, clientAreas, projectKeywordsPage } from "~/lib/portal-areas";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import type { Role } from "~/lib/validation";
import type { ProjectPageData } from "../dashboard.server";
import { DashboardSection } from "./dashboard-summary";

// Where each role's list of projects is.
const backTo: Record<Role, { to: string; label: (m: PortalMessages) => string }> = {
  client: { to: clientAreas.projects, label: (m) => m.project_back_my_projects() },
  freelancer: { to: "/dashboard#assigned", label: (m) => m.project_back_assigned() },
  admin: { to: adminArea("projects"), label: (m) => m.project_back_all() },
};

/** What the viewer may do with the project here: a freelancer updates progress, or connects analytics when done. */
function actionsFor(project: ProjectPageData["project"], role: Role) {
  if (role !== "freelancer") return null;
  if (project.status !== "completed") return <UpdateProgressDialog project={project} />;
  return project.googleAnalyticsConnected ? null : <ConnectGaButton projectId={project.id} />;
}

/** How the project's Google import went, with the way to its connection. */
const GoogleImportSection = ({
  projectId,
  status,
}: {
  projectId: string;
  status: NonNullable<ProjectPageData["googleImport"]>;
}) => {
  const { m } = usePortalTexts();
  return (
    <DashboardSection id="project-google" title={m.project_google_import()}>
      <div className="grid gap-2">
        <ImportStatus status={status} />
        <Link to={`/dashboard/projects/${projectId}/google`} className="w-fit text-sm underline">
          {m.project_google_connection()}
        </Link>
      </div>
    </DashboardSection>
  );
};

/** For staff, the client's SEO plan and the way to the keywords they keep for it (decision 46). */
const KeywordsSection = ({
  project,
  plan,
}: {
  project: ProjectPageData["project"];
  plan: NonNullable<ProjectPageData["keywordPlan"]>;
}) => {
  const { m } = usePortalTexts();
  const client = project.clientName;
  return (
    <DashboardSection id="project-keywords" title={m.keywords_tracked()}>
      <p className="text-muted-foreground">
        {plan.limit === null
          ? m.project_keywords_tracks_unlimited({ client, plan: plan.plan })
          : m.project_keywords_tracks({ client, plan: plan.plan, limit: plan.limit })}{" "}
        <Link to={projectKeywordsPage(project.id)} className="font-medium text-foreground underline underline-offset-4">
          {m.project_keywords_manage()}
        </Link>
      </p>
    </DashboardSection>
  );
};

/**
 * One project's page (decision 32), for each role that may see it: the project, and its updates with their
 * comments and decisions in one thread; its analytics reports once it is completed. `connections` are the
 * results feature's links to the project's outside services, beside the viewer's actions.
 */
export function ProjectPage({
  data,
  role,
  connections,
}: {
  data: ProjectPageData;
  role: Role;
  connections?: ReactNode;
}) {
  const { m } = usePortalTexts();
  const { project, updates, reports, googleImport, keywordPlan } = data;
  const back = backTo[role];
  const actions = actionsFor(project, role);
  // No footer at all when there is nothing to put in it (its border would frame nothing).
  const footer =
    actions || connections ? (
      <>
        {actions}
        {connections}
      </>
    ) : undefined;
  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <Link
          to={back.to}
          className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" /> {back.label(m)}
        </Link>
        <h1 className="text-3xl font-bold wrap-anywhere">{project.title}</h1>
        {/* Its own page, so the chart code loads only where charts are shown (decision 47). */}
        <Link to={`/dashboard/projects/${project.id}/analytics`} className="w-fit text-sm text-primary underline">
          {m.project_analytics_trends()}
        </Link>
      </div>
      <DashboardSection id="project-thread" title={m.project_updates()}>
        <ProjectCard
          project={project}
          view={role === "client" ? "client" : "admin"}
          updates={updates}
          footer={footer}
        />
      </DashboardSection>
      {googleImport && <GoogleImportSection projectId={project.id} status={googleImport} />}
      {keywordPlan && <KeywordsSection project={project} plan={keywordPlan} />}
      {reports.length > 0 && (
        <DashboardSection id="project-analytics" title={m.project_analytics()}>
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
