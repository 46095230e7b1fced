import { requireRole } from "~/features/accounts/index.server";
import { ProjectsPanel } from "~/features/admin";
import { adminAreaAction, loadAdminProjects } from "~/features/admin/index.server";
import { reloadOn } from "~/features/realtime";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { Route } from "./+types/projects";
import { useAdminFrame } from "./layout";

// The title in the person's language, built by the loader (a meta function cannot load the texts).
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(dbAndEnv(context), request, ["admin"]);
  const { m } = await portalTextsOf(request, admin);
  return { ...(await loadAdminProjects(context.get(dbContext), admin)), title: m.admin_projects_page_title() };
}

export const action = adminAreaAction("projects");
export const shouldRevalidate = reloadOn(["project", "update"]);

export default function AdminProjects({ loaderData }: Route.ComponentProps) {
  return <ProjectsPanel data={{ ...useAdminFrame(), ...loaderData }} />;
}
