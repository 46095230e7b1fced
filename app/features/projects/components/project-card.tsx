import { ChartColumnIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import { formatDate } from "~/lib/format";
import { usePortalTexts } from "~/lib/portal-texts";
import { statusBadge, statusText } from "../status";
import { UpdateList, type UpdateView } from "./update-list";

export type ProjectView = {
  id: string;
  title: string;
  description: string | null;
  status: string;
  progress: number;
  deadline: string | null;
  clientName: string;
  freelancerName: string | null;
  googleAnalyticsConnected: boolean;
};

function ReportLink({ href, title }: { href: string; title: string }) {
  const { m } = usePortalTexts();
  // The name says which project's report (a page has several); the visible words begin it. Longer in Sinhala
  // and Tamil than on a phone's line, the label wraps.
  return (
    <Button asChild variant="outline" size="sm" wrap className="mt-4 min-h-8 w-fit">
      <Link to={href} aria-label={m.project_view_report_of({ title })}>
        <ChartColumnIcon aria-hidden="true" /> {m.project_view_report()}
      </Link>
    </Button>
  );
}

/** Who works on the project, by name (the client only for those who are not the client), and its deadline. */
function ProjectFacts({ project, view }: { project: ProjectView; view: "client" | "admin" }) {
  const { m, locale } = usePortalTexts();
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {view === "admin" && (
        <>
          <dt className="text-muted-foreground">{m.project_client()}</dt>
          <dd className="min-w-0 wrap-anywhere">{project.clientName}</dd>
        </>
      )}
      <dt className="text-muted-foreground">{m.project_freelancer()}</dt>
      <dd className="min-w-0 wrap-anywhere">{project.freelancerName ?? m.project_not_assigned()}</dd>
      <dt className="text-muted-foreground">{m.project_deadline()}</dt>
      <dd>{project.deadline ? formatDate(project.deadline, locale) : m.project_no_deadline()}</dd>
    </dl>
  );
}

/**
 * A project at a glance; `href`, its own page, makes the title a link there; `reportHref`, where its analytics report
 * is, adds the 'View Analytics Report' link.
 */
export function ProjectCard({
  project,
  view,
  updates,
  href,
  reportHref,
  footer,
}: {
  project: ProjectView;
  view: "client" | "admin";
  updates?: UpdateView[];
  href?: string;
  reportHref?: string;
  /** What the viewer may do with the project (its buttons), at the foot of the card. */
  footer?: ReactNode;
}) {
  const { m } = usePortalTexts();
  const badge = statusBadge(project.status, view);
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle as="h3" className="text-lg">
            {href ? (
              <Link to={href} className="underline-offset-4 hover:underline">
                {project.title}
              </Link>
            ) : (
              project.title
            )}
          </CardTitle>
          <div className="flex flex-wrap gap-2">
            {project.status === "completed" && project.googleAnalyticsConnected && (
              <Badge variant="success">{m.project_analytics_connected()}</Badge>
            )}
            <Badge variant={badge.variant}>{statusText(m, project.status, view)}</Badge>
          </div>
        </div>
        {project.description && <CardDescription>{project.description}</CardDescription>}
        <div className="mt-3 grid gap-1">
          <div className="flex justify-between text-sm">
            <span className="text-muted-foreground">{m.project_progress()}</span>
            <span>{project.progress}%</span>
          </div>
          <Progress value={project.progress} aria-label={m.project_progress_of({ title: project.title })} />
        </div>
        <ProjectFacts project={project} view={view} />
        {reportHref && <ReportLink href={reportHref} title={project.title} />}
        {updates && (
          <section className="mt-4" aria-label={m.project_updates_for({ title: project.title })}>
            <h4 className="text-sm font-semibold">{m.project_updates()}</h4>
            <UpdateList updates={updates} />
          </section>
        )}
      </CardHeader>
      {footer && <CardFooter className="flex-wrap gap-2 border-t border-border pt-4">{footer}</CardFooter>}
    </Card>
  );
}
