import { requireUser } from "~/features/accounts/index.server";
import { ClientTicket } from "~/features/portal";
import { reloadOn } from "~/features/realtime";
import { ticketThreadView } from "~/features/support/index.server";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { Route } from "./+types/ticket";

// The title in the person's language, built by the loader (a meta function cannot load the texts).
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

/** One of the client's tickets (only their own: 404 otherwise). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const { thread } = await ticketThreadView(context.get(dbContext), user, params.ticketId);
  const { m } = await portalTextsOf(request, user);
  return { thread, title: m.ticket_page_title({ reference: thread.reference }) };
}

export { action } from "./support";
export const shouldRevalidate = reloadOn(["ticket"]);

export default function ClientTicketPage({ loaderData }: Route.ComponentProps) {
  return <ClientTicket thread={loaderData.thread} />;
}
