import { requireRole } from "~/features/accounts/index.server";
import { LeadsPanel } from "~/features/admin";
import { adminAreaAction, loadAdminLeads } from "~/features/admin/index.server";
import { reloadOn } from "~/features/realtime";
import type { Route } from "./+types/leads";

export const meta: Route.MetaFunction = () => [{ title: "Leads | Admin Panel | Fli DESK" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(context, request, ["admin"]);
  return loadAdminLeads(context.db, new URL(request.url));
}

export const action = adminAreaAction("leads");
export const shouldRevalidate = reloadOn(["lead"]);

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  return <LeadsPanel data={loaderData} />;
}
