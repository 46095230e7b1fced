import { requireUser } from "~/features/accounts/index.server";
import { ProjectsTab } from "~/features/portal";
import { loadClientUpdates } from "~/features/portal/index.server";
import { reloadOn } from "~/features/realtime";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import type { Route } from "./+types/projects";
import { clientAreaTitle, useClientFrame } from "./use-client-frame";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: clientAreaTitle(matches, "projects") }];

/** My Projects: every project's card with its updates, comments and decisions. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadClientUpdates(context.get(dbContext), await requireUser(dbAndEnv(context), request));
}

export const shouldRevalidate = reloadOn(["project", "update"]);

export default function ClientProjects({ loaderData }: Route.ComponentProps) {
  return <ProjectsTab projects={useClientFrame().projects} updates={loaderData.updates} />;
}
