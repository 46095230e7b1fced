import { ChartColumnIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import { formatDate } from "~/lib/format";
import { statusBadge } from "../status";
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
  return (
    <Button asChild variant="outline" size="sm" className="mt-4 w-fit">
      <Link to={href}>
        <ChartColumnIcon aria-hidden="true" /> View Analytics Report
        <span className="sr-only"> of {title}</span>
      </Link>
    </Button>
  );
}

/** Who works on the project, by name (the client only for those who are not the client), and its deadline. */
function ProjectFacts({ project, view }: { project: ProjectView; view: "client" | "admin" }) {
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {view === "admin" && (
        <>
          <dt className="text-muted-foreground">Client</dt>
          <dd className="min-w-0 wrap-anywhere">{project.clientName}</dd>
        </>
      )}
      <dt className="text-muted-foreground">Freelancer</dt>
      <dd className="min-w-0 wrap-anywhere">{project.freelancerName ?? "Not assigned"}</dd>
      <dt className="text-muted-foreground">Deadline</dt>
      <dd>{project.deadline ? formatDate(project.deadline) : "No deadline"}</dd>
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
              <Badge variant="success">Analytics Connected</Badge>
            )}
            <Badge variant={badge.variant}>{badge.label}</Badge>
          </div>
        </div>
        {project.description && <CardDescription>{project.description}</CardDescription>}
        <div className="mt-3 grid gap-1">
          <div className="flex justify-between text-sm">
            <span className="text-muted-foreground">Progress</span>
            <span>{project.progress}%</span>
          </div>
          <Progress value={project.progress} aria-label={`${project.title} progress`} />
        </div>
        <ProjectFacts project={project} view={view} />
        {reportHref && <ReportLink href={reportHref} title={project.title} />}
        {updates && (
          <section className="mt-4" aria-label={`Updates for ${project.title}`}>
            <h4 className="text-sm font-semibold">Updates</h4>
            <UpdateList updates={updates} />
          </section>
        )}
      </CardHeader>
      {footer && <CardFooter className="flex-wrap gap-2 border-t border-border pt-4">{footer}</CardFooter>}
    </Card>
  );
}
