import { requireRole } from "~/features/accounts/index.server";
import { LeadsPanel } from "~/features/admin";
import { adminAreaAction, loadAdminLeads } from "~/features/admin/index.server";
import { reloadOn } from "~/features/realtime";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import type { Route } from "./+types/leads";

export const meta: Route.MetaFunction = () => [{ title: "Leads | Admin Panel | Fli DESK" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(dbAndEnv(context), request, ["admin"]);
  return loadAdminLeads(context.get(dbContext), new URL(request.url));
}

export const action = adminAreaAction("leads");
export const shouldRevalidate = reloadOn(["lead"]);

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  return <LeadsPanel data={loaderData} />;
}
