import { requireRole } from "~/features/accounts/index.server";
import { ProjectsPanel } from "~/features/admin";
import { adminAreaAction, loadAdminProjects } from "~/features/admin/index.server";
import { reloadOn } from "~/features/realtime";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import type { Route } from "./+types/projects";
import { useAdminFrame } from "./layout";
export const meta: Route.MetaFunction = () => [{ title: "All Projects | Admin Panel | Fli DESK" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(dbAndEnv(context), request, ["admin"]);
  return loadAdminProjects(context.get(dbContext), admin);
}

export const action = adminAreaAction("projects");
export const shouldRevalidate = reloadOn(["project", "update"]);

export default function AdminProjects({ loaderData }: Route.ComponentProps) {
  return <ProjectsPanel data={{ ...useAdminFrame(), ...loaderData }} />;
}
