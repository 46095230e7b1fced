import { Link } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { AnalyticsCharts } from "~/features/results";
import { loadProjectAnalytics } from "~/features/results/index.server";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import type { Route } from "./+types/project-analytics";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Analytics for ${data?.project.title ?? "the project"} | Fli DESK` },
];

/** One project's trends over `?days=` and month over month, for its client, its freelancer and admins; else 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  return loadProjectAnalytics(context.get(dbContext), user, params.projectId, new URL(request.url));
}

export default function ProjectAnalytics({ loaderData }: Route.ComponentProps) {
  const { project, charts } = loaderData;
  return (
    <div className="grid gap-6">
      <Link to={`/dashboard/projects/${project.id}`} className="w-fit text-sm text-muted-foreground">
        Back to {project.title}
      </Link>
      <h1 className="text-3xl font-bold wrap-anywhere">Analytics for {project.title}</h1>
      <AnalyticsCharts view={charts} title="Trends" />
    </div>
  );
}
