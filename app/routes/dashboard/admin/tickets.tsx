import { requireRole } from "~/features/accounts/index.server";
import { TicketsPanel } from "~/features/admin";
import { adminAreaAction, loadAdminTickets } from "~/features/admin/index.server";
import { reloadOn } from "~/features/realtime";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import type { Route } from "./+types/tickets";

export const meta: Route.MetaFunction = () => [{ title: "Tickets | Admin Panel | Fli DESK" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(dbAndEnv(context), request, ["admin"]);
  return loadAdminTickets(context.get(dbContext), new URL(request.url));
}

export const action = adminAreaAction("tickets");
export const shouldRevalidate = reloadOn(["ticket"]);

export default function AdminTickets({ loaderData }: Route.ComponentProps) {
  return <TicketsPanel data={loaderData} />;
}
