import { requireRole } from "~/features/accounts/index.server";
import { AdminTicketPanel } from "~/features/admin";
import { adminAreaAction } from "~/features/admin/index.server";
import { reloadOn } from "~/features/realtime";
import { ticketThreadView } from "~/features/support/index.server";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { Route } from "./+types/ticket";

// The title in the person's language, built by the loader (a meta function cannot load the texts).
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

/** One ticket's thread for the agency: who looks after it, its status, and a reply. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireRole(dbAndEnv(context), request, ["admin"]);
  const view = await ticketThreadView(context.get(dbContext), admin, params.ticketId);
  const { m } = await portalTextsOf(request, admin);
  return { ...view, title: m.admin_ticket_page_title({ reference: view.thread.reference }) };
}

export const action = adminAreaAction("tickets");
export const shouldRevalidate = reloadOn(["ticket"]);

export default function AdminTicket({ loaderData }: Route.ComponentProps) {
  return <AdminTicketPanel thread={loaderData.thread} admins={loaderData.admins} />;
}
