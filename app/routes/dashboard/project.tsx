import { requireUser } from "~/features/accounts/index.server";
import { ProjectPage } from "~/features/portal";
import { loadProjectPage } from "~/features/portal/index.server";
import { reloadOn } from "~/features/realtime";
import { MetaProjectLink } from "~/features/results";
import { metaSummary } from "~/features/results/index.server";
import { dbAndEnv, dbContext, envContext } from "~/lib/context.server";
import type { Route } from "./+types/project";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.project.title ?? "Project"} | Fli DESK` }];

/** One project's page for every role that may see it; any other project is a 404, as if absent. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const db = context.get(dbContext);
  const page = await loadProjectPage(db, user, params.projectId);
  return { role: user.role, ...page, meta: await metaSummary(db, context.get(envContext), page.project.id) };
}

export const shouldRevalidate = reloadOn(["project", "update"]);

export default function Project({ loaderData }: Route.ComponentProps) {
  return (
    <ProjectPage
      data={loaderData}
      role={loaderData.role}
      connections={
        loaderData.meta ? <MetaProjectLink projectId={loaderData.project.id} summary={loaderData.meta} /> : undefined
      }
    />
  );
}
