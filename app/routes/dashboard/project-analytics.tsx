import { Link } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { AnalyticsCharts } from "~/features/results";
import { loadProjectAnalytics } from "~/features/results/index.server";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import { usePortalTexts } from "~/lib/portal-texts";
import type { Route } from "./+types/project-analytics";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "Analytics"} | Fli DESK` }];

/** One project's trends over `?days=` and month over month, for its client, its freelancer and admins; else 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const view = await loadProjectAnalytics(context.get(dbContext), user, params.projectId, new URL(request.url));
  const { m } = await portalTextsOf(request, user);
  return { ...view, title: m.results_analytics_for({ title: view.project.title }) };
}

export default function ProjectAnalytics({ loaderData }: Route.ComponentProps) {
  const { project, charts } = loaderData;
  const { m } = usePortalTexts();
  return (
    <div className="grid gap-6">
      <Link to={`/dashboard/projects/${project.id}`} className="w-fit text-sm text-muted-foreground">
        {m.results_back_to({ title: project.title })}
      </Link>
      <h1 className="text-3xl font-bold wrap-anywhere">{m.results_analytics_for({ title: project.title })}</h1>
      <AnalyticsCharts view={charts} />
    </div>
  );
}
