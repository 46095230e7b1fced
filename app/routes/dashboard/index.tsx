import { Badge } from "~/components/ui/badge";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import { requireUser } from "~/features/accounts/session.server";
import { listProjectsFor, type ProjectRow, projectStats } from "~/features/projects/projects.server";
import { statusBadge } from "~/features/projects/status";
import type { Route } from "./+types/index";

const titles = { client: "Client Dashboard", freelancer: "Freelancer Hub", admin: "Admin Panel" } as const;

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: `${data && "role" in data && data.role in titles ? titles[data.role as keyof typeof titles] : "Dashboard"} | Fli DESK`,
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const projects = await listProjectsFor(context.db, user);
  return { role: user.role as string, projects, stats: projectStats(projects) };
}

function ProjectCard({ project, view }: { project: ProjectRow; view: "client" | "admin" }) {
  const badge = statusBadge(project.status, view);
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle as="h3" className="text-lg">
            {project.title}
          </CardTitle>
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </div>
        {project.description && <CardDescription>{project.description}</CardDescription>}
        <div className="mt-3 grid gap-1">
          <div className="flex justify-between text-sm">
            <span className="text-muted-foreground">Progress</span>
            <span>{project.progress}%</span>
          </div>
          <Progress value={project.progress} aria-label={`${project.title} progress`} />
        </div>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Freelancer</dt>
          <dd>{project.freelancerDeskId ?? "Not assigned"}</dd>
          <dt className="text-muted-foreground">Deadline</dt>
          <dd>{project.deadline ?? "No deadline"}</dd>
        </dl>
      </CardHeader>
    </Card>
  );
}

export default function DashboardIndex({ loaderData }: Route.ComponentProps) {
  const { role, projects, stats } = loaderData;
  if (!(role in titles)) {
    return (
      <div role="alert" className="py-20 text-center">
        <h1 className="text-3xl font-bold">Access Denied</h1>
        <p className="mt-2 text-muted-foreground">Invalid user role</p>
      </div>
    );
  }
  const view = role === "admin" ? "admin" : "client";
  const cards = [
    ["Total Projects", stats.total],
    ["Active Projects", stats.active],
    ["Completed", stats.completed],
    ["Success Rate", `${stats.successRate}%`],
  ] as const;
  const heading = role === "freelancer" ? "Assigned Projects" : role === "admin" ? "All Projects" : "My Projects";
  return (
    <div className="grid gap-8">
      <h1 className="text-3xl font-bold">{titles[role as keyof typeof titles]}</h1>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {cards.map(([label, value]) => (
          <div key={label} className="flex flex-col rounded-xl border border-border bg-card p-5">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="order-first font-display text-3xl font-bold text-primary">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="projects-title">
        <h2 id="projects-title" className="mb-4 text-2xl font-bold">
          {heading}
        </h2>
        {projects.length === 0 ? (
          <div className="rounded-xl border border-dashed border-border p-10 text-center">
            <p className="text-lg font-semibold">
              {role === "freelancer" ? "No Assigned Projects" : "No Projects Assigned"}
            </p>
            <p className="mt-1 text-muted-foreground">Contact your admin to get started.</p>
          </div>
        ) : (
          <div className="grid gap-4 xl:grid-cols-2">
            {projects.map((project) => (
              <ProjectCard key={project.id} project={project} view={view} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
