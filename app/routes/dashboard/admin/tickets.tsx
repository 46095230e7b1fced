import { requireRole } from "~/features/accounts/index.server";
import { TicketsPanel } from "~/features/admin";
import { adminAreaAction, loadAdminTickets } from "~/features/admin/index.server";
import { reloadOn } from "~/features/realtime";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { Route } from "./+types/tickets";

// The title in the person's language, built by the loader (a meta function cannot load the texts).
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(dbAndEnv(context), request, ["admin"]);
  const { m } = await portalTextsOf(request, admin);
  const tickets = await loadAdminTickets(context.get(dbContext), new URL(request.url));
  return { ...tickets, title: m.admin_tickets_page_title() };
}

export const action = adminAreaAction("tickets");
export const shouldRevalidate = reloadOn(["ticket"]);

export default function AdminTickets({ loaderData }: Route.ComponentProps) {
  return <TicketsPanel data={loaderData} />;
}
