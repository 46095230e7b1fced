import { z } from "zod";
import type { SessionUser } from "~/features/accounts/index.server";
import type { Db } from "~/lib/db.server";
import { parseValue } from "~/lib/parse.server";
import { listAdmins, listAllTickets, listClientTickets, loadThread } from "./ticket-reads.server";
import { ticketMessages, ticketPriorities, ticketStatuses } from "./tickets";

// Every part falls back to "none" (`catch`), so a stale or edited link still opens the list.
const viewSchema = z.object({
  ticket: z.string().nullable().catch(null),
  status: z.enum(ticketStatuses).nullable().catch(null),
  priority: z.enum(ticketPriorities).nullable().catch(null),
});

/** The tickets view's address: `ticket` (the thread shown), and the admin's `status` and `priority` filters. */
function readTicketView(url: URL) {
  const get = (name: string) => url.searchParams.get(name);
  const parsed = parseValue({ ticket: get("ticket"), status: get("status"), priority: get("priority") }, viewSchema);
  return parsed.ok ? parsed.value : { ticket: null, status: null, priority: null };
}

// A thread the user may not see is answered as one that does not exist: the portal's 404, inside its shell.
const notFound = () => new Response(ticketMessages.notFound, { status: 404 });

/** The client's Support tab: their tickets and, with `?ticket=`, one thread (only their own: 404 otherwise). */
export async function clientSupportView(db: Db, client: SessionUser, url: URL) {
  const view = readTicketView(url);
  const [tickets, thread] = await Promise.all([
    listClientTickets(db, client.id),
    view.ticket ? loadThread(db, client, view.ticket) : null,
  ]);
  if (view.ticket && !thread) throw notFound();
  return { tickets, thread };
}

/** The admin's Tickets tab: every ticket by the filters, the admins to assign to, and the chosen thread. */
export async function adminTicketsView(db: Db, admin: SessionUser, url: URL) {
  const view = readTicketView(url);
  const filter = { status: view.status, priority: view.priority };
  const [tickets, admins, thread] = await Promise.all([
    listAllTickets(db, { status: view.status ?? undefined, priority: view.priority ?? undefined }),
    listAdmins(db),
    view.ticket ? loadThread(db, admin, view.ticket) : null,
  ]);
  if (view.ticket && !thread) throw notFound();
  return { tickets, admins, thread, filter };
}

export type ClientSupportView = Awaited<ReturnType<typeof clientSupportView>>;
export type AdminTicketsView = Awaited<ReturnType<typeof adminTicketsView>>;
