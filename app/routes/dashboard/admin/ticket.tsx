import { requireRole } from "~/features/accounts/index.server";
import { AdminTicketPanel } from "~/features/admin";
import { adminAreaAction } from "~/features/admin/index.server";
import { reloadOn } from "~/features/realtime";
import { ticketThreadView } from "~/features/support/index.server";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import type { Route } from "./+types/ticket";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.thread.reference ?? "Ticket"} | Admin Panel | Fli DESK` },
];

/** One ticket's thread for the agency: who looks after it, its status, and a reply. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireRole(dbAndEnv(context), request, ["admin"]);
  return ticketThreadView(context.get(dbContext), admin, params.ticketId);
}

export const action = adminAreaAction("tickets");
export const shouldRevalidate = reloadOn(["ticket"]);

export default function AdminTicket({ loaderData }: Route.ComponentProps) {
  return <AdminTicketPanel thread={loaderData.thread} admins={loaderData.admins} />;
}
