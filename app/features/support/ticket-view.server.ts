import { z } from "zod";
import type { SessionUser } from "~/features/accounts/index.server";
import { englishTexts } from "~/lib/actor-texts.server";
import type { Db } from "~/lib/db.server";
import { parseValue } from "~/lib/parse.server";
import { listAdmins, listAllTickets, listClientTickets, loadThread } from "./ticket-reads.server";
import { ticketAnswers, ticketPriorities, ticketStatuses } from "./tickets";

// A filter that is stale or edited falls back to "none" (`catch`), so the link still opens the list.
const filterSchema = z.object({
  status: z.enum(ticketStatuses).nullable().catch(null),
  priority: z.enum(ticketPriorities).nullable().catch(null),
});

/** The admin's Tickets filters, read from the address (`?status=&priority=`). */
function readTicketFilter(url: URL) {
  const get = (name: string) => url.searchParams.get(name);
  const parsed = parseValue({ status: get("status"), priority: get("priority") }, filterSchema);
  return parsed.ok ? parsed.value : { status: null, priority: null };
}

// A thread the user may not see is answered as one that does not exist: the portal's 404, inside its shell, in the
// reader's words (the error boundary shows its own page for a 404, never this body).
const notFound = () => new Response(ticketAnswers(englishTexts.m).notFound, { status: 404 });

/** The client's Support page: their tickets (also those sent from the public form with their account's email). */
export async function clientSupportView(db: Db, client: SessionUser) {
  return { tickets: await listClientTickets(db, client.id) };
}

/** The admin's Tickets page: every ticket by the filters. */
export async function adminTicketsView(db: Db, url: URL) {
  const filter = readTicketFilter(url);
  const tickets = await listAllTickets(db, {
    status: filter.status ?? undefined,
    priority: filter.priority ?? undefined,
  });
  return { tickets, filter };
}

/**
 * One ticket's thread: the client's own only, any for an admin (with the admins to assign it to). A ticket the user
 * may not see is a 404, as if absent.
 */
export async function ticketThreadView(db: Db, user: SessionUser, ticketId: string) {
  const [thread, admins] = await Promise.all([
    loadThread(db, user, ticketId),
    user.role === "admin" ? listAdmins(db) : [],
  ]);
  if (!thread) throw notFound();
  return { thread, admins };
}

export type ClientSupportView = Awaited<ReturnType<typeof clientSupportView>>;
export type AdminTicketsView = Awaited<ReturnType<typeof adminTicketsView>>;
export type TicketThread = Awaited<ReturnType<typeof ticketThreadView>>["thread"];
