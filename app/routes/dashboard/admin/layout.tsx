import { Outlet, useLocation, useRouteLoaderData } from "react-router";
import { requireRole } from "~/features/accounts/index.server";
import { AdminFrame } from "~/features/admin";
import { type AdminFrameData, loadAdminFrame } from "~/features/admin/index.server";
import { reloadOn } from "~/features/realtime";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import { ADMIN_AREAS, type AdminArea } from "~/lib/portal-areas";
import type { Route } from "./+types/layout";

/** Every page under /dashboard/admin is the admin's: anyone else reads 'Access Denied' (403) in the shell. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(dbAndEnv(context), request, ["admin"]);
  return loadAdminFrame(context.get(dbContext), admin);
}

// The totals, the counts on the links and the dialogs' lists change with projects, users, leads and tickets.
export const shouldRevalidate = reloadOn(["project", "user", "lead", "ticket"]);

/** The frame's data, for an area's page that shows some of it (the projects and users it lists). */
export const useAdminFrame = () => useRouteLoaderData<typeof loader>("routes/dashboard/admin/layout") as AdminFrameData;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const area = useLocation().pathname.split("/")[3];
  const current = ADMIN_AREAS.find((a): a is AdminArea => a === area) ?? "overview";
  return (
    <AdminFrame frame={loaderData} current={current}>
      <Outlet />
    </AdminFrame>
  );
}
