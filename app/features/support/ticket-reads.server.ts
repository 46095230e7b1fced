import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { projects, ticketMessages, tickets, users } from "#db/schema";
import { personName, personNameOrNull } from "~/features/accounts/index.server";
import type { Db } from "~/lib/db.server";
import { type Role, UUID_PATTERN } from "~/lib/validation";
import { type TicketPriority, type TicketStatus, ticketReference } from "./tickets";

const LIST_LIMIT = 200;

export type TicketRow = typeof tickets.$inferSelect;

const client = alias(users, "client");
const assignee = alias(users, "assignee");

/** What a list of tickets shows of each, for either side. */
const summary = {
  id: tickets.id,
  number: tickets.number,
  subject: tickets.subject,
  status: tickets.status,
  priority: tickets.priority,
  name: tickets.name,
  email: tickets.email,
  fromPublicForm: tickets.fromPublicForm,
  clientId: tickets.clientId,
  clientDeskId: client.flideskId,
  // The client as the portal names them now (the ticket's own `name` is what was given when it was filed).
  clientName: personNameOrNull(client),
  assigneeId: tickets.assigneeId,
  assigneeDeskId: assignee.flideskId,
  assigneeName: personNameOrNull(assignee),
  projectTitle: projects.title,
  createdAt: tickets.createdAt,
  lastActivityAt: tickets.lastActivityAt,
};

function selectSummaries(db: Db) {
  return db
    .select(summary)
    .from(tickets)
    .leftJoin(client, eq(client.id, tickets.clientId))
    .leftJoin(assignee, eq(assignee.id, tickets.assigneeId))
    .leftJoin(projects, eq(projects.id, tickets.projectId));
}

const withReference = <T extends { number: number }>(row: T) => ({ ...row, reference: ticketReference(row.number) });

/** A client's tickets, the latest activity first. */
export async function listClientTickets(db: Db, clientId: string) {
  const rows = await selectSummaries(db)
    .where(eq(tickets.clientId, clientId))
    .orderBy(desc(tickets.lastActivityAt))
    .limit(LIST_LIMIT);
  return rows.map(withReference);
}

export type TicketFilter = { status?: TicketStatus; priority?: TicketPriority };

// Open first, then waiting on client, resolved, closed; within each, the most urgent first, then the latest.
const statusOrder = sql`case ${tickets.status} when 'open' then 0 when 'waiting' then 1 when 'resolved' then 2 else 3 end`;
const priorityOrder = sql`case ${tickets.priority} when 'critical' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;

/** Every ticket, for the admin's Tickets tab. */
export async function listAllTickets(db: Db, filter: TicketFilter) {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(tickets.status, filter.status));
  if (filter.priority) where.push(eq(tickets.priority, filter.priority));
  const rows = await selectSummaries(db)
    .where(and(...where))
    .orderBy(statusOrder, priorityOrder, desc(tickets.lastActivityAt))
    .limit(LIST_LIMIT);
  return rows.map(withReference);
}

export type TicketSummary = Awaited<ReturnType<typeof listAllTickets>>[number];

/**
 * The ticket `id` as `viewer` may see it: an admin any ticket, a client only their own; anyone else, or an id of
 * no ticket, gets null (answered as "not found", so nobody learns which ids exist).
 */
export async function ticketFor(db: Db, viewer: { id: string; role: Role }, id: string): Promise<TicketRow | null> {
  // An id that is no uuid names no ticket (and would make PostgreSQL refuse the query).
  if (!UUID_PATTERN.test(id) || viewer.role === "freelancer") return null;
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id)).limit(1);
  if (!row) return null;
  if (viewer.role === "client" && row.clientId !== viewer.id) return null;
  return row;
}

/** A ticket's thread, oldest first, with each author's desk ID, name and role. */
export async function loadThread(db: Db, viewer: { id: string; role: Role }, id: string) {
  const ticket = await ticketFor(db, viewer, id);
  if (!ticket) return null;
  const [[head], messages] = await Promise.all([
    selectSummaries(db).where(eq(tickets.id, ticket.id)),
    db
      .select({
        id: ticketMessages.id,
        body: ticketMessages.body,
        fromAgency: ticketMessages.fromAgency,
        createdAt: ticketMessages.createdAt,
        authorDeskId: users.flideskId,
        authorName: personNameOrNull(users),
      })
      .from(ticketMessages)
      .leftJoin(users, eq(users.id, ticketMessages.authorId))
      .where(eq(ticketMessages.ticketId, ticket.id))
      .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id)),
  ]);
  if (!head) return null;
  return { ...withReference(head), messages };
}

export type TicketThread = NonNullable<Awaited<ReturnType<typeof loadThread>>>;

/** The admins a ticket may be assigned to. */
export function listAdmins(db: Db) {
  return db
    .select({ id: users.id, flideskId: users.flideskId, name: personName(users) })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.flideskId));
}

/** The client's projects a new ticket may name. */
export async function clientProjectIds(db: Db, clientId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.clientId, clientId), inArray(projects.id, ids)));
  return rows.map((r) => r.id);
}

/** What the admin's Tickets tab counts: tickets whose next answer is the agency's (open). */
export async function countOpenTickets(db: Db) {
  const [row] = await db.select({ n: count() }).from(tickets).where(eq(tickets.status, "open"));
  return row?.n ?? 0;
}
