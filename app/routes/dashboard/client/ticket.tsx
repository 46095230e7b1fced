import { requireUser } from "~/features/accounts/index.server";
import { ClientTicket } from "~/features/portal";
import { reloadOn } from "~/features/realtime";
import { ticketThreadView } from "~/features/support/index.server";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import type { Route } from "./+types/ticket";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.thread.reference ?? "Ticket"} | Client Dashboard | Fli DESK` },
];

/** One of the client's tickets (only their own: 404 otherwise). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { thread } = await ticketThreadView(
    context.get(dbContext),
    await requireUser(dbAndEnv(context), request),
    params.ticketId,
  );
  return { thread };
}

export { action } from "./support";
export const shouldRevalidate = reloadOn(["ticket"]);

export default function ClientTicketPage({ loaderData }: Route.ComponentProps) {
  return <ClientTicket thread={loaderData.thread} />;
}
