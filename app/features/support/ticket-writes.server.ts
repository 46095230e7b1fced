import { and, eq, sql } from "drizzle-orm";
import { ticketMessages, tickets, users } from "#db/schema";
import { notify, type Words } from "~/features/notifications/index.server";
import { type AuditActor, recordAudit } from "~/lib/audit.server";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";
import type { Locale } from "~/lib/locale";
import { queueMail } from "~/lib/mail.server";
import { ticketAnswerMail } from "./mails";
import type { TicketRow } from "./ticket-reads.server";
import {
  adminTicketLink,
  clientTicketLink,
  type TicketPriority,
  type TicketStatus,
  ticketReference,
  ticketStatusText,
} from "./tickets";

/**
 * The ticket writes. Each runs in one transaction with what it reports: the `ticket` change that refreshes the
 * open Support and Tickets tabs, the notifications, and any mail; so nobody hears of a write that did not commit.
 */

/** Who writes: `by` is what the audit log records of them (the admin's ticket changes are recorded). */
export type Actor = { id: string; role: "client" | "admin"; by: AuditActor };

export type NewTicket = {
  subject: string;
  priority: TicketPriority;
  message: string;
  name: string;
  email: string;
  clientId: string | null;
  projectId: string | null;
  fromPublicForm: boolean;
  /** The language of the page it was filed from; English when not given (the portal is English for now). */
  locale?: Locale;
};

/** A ticket's messages and changes are one conversation: mailed at once at most every 10 minutes per person. */
const ticketThread = (ticketId: string) => `ticket:${ticketId}`;

const preview = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

/** Files a ticket with its first message and tells the admins; `alsoTx` adds more to the same transaction. */
export async function fileTicket(
  db: Db,
  input: NewTicket,
  alsoTx?: (tx: Db, ticket: { id: string; reference: string }) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const { message, ...fields } = input;
    const [row] = await tx.insert(tickets).values(fields).returning({ id: tickets.id, number: tickets.number });
    if (!row) throw new Error("ticket insert returned no row");
    const ticket = { id: row.id, reference: ticketReference(row.number) };
    await tx
      .insert(ticketMessages)
      .values({ ticketId: row.id, authorId: input.clientId, fromAgency: false, body: message });
    await publishChange(tx, { kind: "ticket", ...(input.clientId ? { clientId: input.clientId } : {}) });
    await notify(tx, {
      kind: "ticket",
      admins: true,
      title: ({ m }) => m.notify_ticket_new({ reference: ticket.reference, subject: input.subject }),
      body: preview(message),
      link: adminTicketLink(row.id),
      thread: ticketThread(row.id),
    });
    await alsoTx?.(tx, ticket);
    return ticket;
  });
}

/** The client account a public request was sent with, by its email: its ticket shows in that client's portal. */
export async function clientByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.role, "client")))
    .limit(1);
  return row?.id ?? null;
}

async function touch(tx: Db, ticket: TicketRow, set: Partial<Pick<TicketRow, "status" | "assigneeId">>) {
  await tx
    .update(tickets)
    .set({ ...set, lastActivityAt: sql`now()` })
    .where(eq(tickets.id, ticket.id));
  await publishChange(tx, { kind: "ticket", ...(ticket.clientId ? { clientId: ticket.clientId } : {}) });
}

/** The agency's answer reaches the client's bell (and mail, as they chose), or the public sender's inbox. */
async function tellClient(tx: Db, ticket: TicketRow, actorId: string, what: { title: Words; body: string }) {
  if (ticket.clientId) {
    await notify(tx, {
      kind: "ticket",
      userIds: [ticket.clientId],
      actorId,
      ...what,
      link: clientTicketLink(ticket.id),
      thread: ticketThread(ticket.id),
    });
    return;
  }
  const reference = ticketReference(ticket.number);
  await queueMail(tx, { to: ticket.email, ...ticketAnswerMail(ticket, reference, what.body) });
}

/**
 * A message on a ticket. The agency's reply waits on the client; the client's reply opens the ticket again (a
 * resolved one too). Closed tickets take no more messages.
 */
export async function replyToTicket(db: Db, actor: Actor, ticket: TicketRow, body: string) {
  const reference = ticketReference(ticket.number);
  await db.transaction(async (tx) => {
    const fromAgency = actor.role === "admin";
    await tx.insert(ticketMessages).values({ ticketId: ticket.id, authorId: actor.id, fromAgency, body });
    await touch(tx, ticket, { status: fromAgency ? "waiting" : "open" });
    if (fromAgency) {
      const title: Words = ({ m }) => m.notify_ticket_reply({ reference, subject: ticket.subject });
      await tellClient(tx, ticket, actor.id, { title, body });
      return;
    }
    await notify(tx, {
      kind: "ticket",
      admins: true,
      actorId: actor.id,
      title: ({ m }) => m.notify_ticket_client_reply({ reference, subject: ticket.subject }),
      body: preview(body),
      link: adminTicketLink(ticket.id),
      thread: ticketThread(ticket.id),
    });
  });
}

const ticketTarget = (ticket: TicketRow) => ({ type: "ticket" as const, id: ticket.id });

/** A status set by the agency (or Close by the client); the other side is told. */
export async function setTicketStatus(db: Db, actor: Actor, ticket: TicketRow, status: TicketStatus) {
  const reference = ticketReference(ticket.number);
  // The status in lower case, as the sentence says it ("is now waiting on client"); the portal's own labels.
  const title: Words = ({ m }) =>
    m.notify_ticket_status({ reference, status: ticketStatusText[status](m).toLowerCase(), subject: ticket.subject });
  await db.transaction(async (tx) => {
    await touch(tx, ticket, { status });
    if (actor.role === "admin") {
      const detail = { reference, from: ticket.status, to: status };
      await recordAudit(tx, { action: "ticket-status-changed", by: actor.by, target: ticketTarget(ticket), detail });
      if (ticket.clientId) await tellClient(tx, ticket, actor.id, { title, body: "" });
      return;
    }
    await notify(tx, {
      kind: "ticket",
      admins: true,
      actorId: actor.id,
      title,
      link: adminTicketLink(ticket.id),
      thread: ticketThread(ticket.id),
    });
  });
}

/** The admin who looks after a ticket (or nobody); that admin is told, unless they chose themselves. */
export async function assignTicket(db: Db, actor: Actor, ticket: TicketRow, assigneeId: string | null) {
  const reference = ticketReference(ticket.number);
  await db.transaction(async (tx) => {
    await touch(tx, ticket, { assigneeId });
    const detail = { reference, assigneeId };
    await recordAudit(tx, { action: "ticket-assigned", by: actor.by, target: ticketTarget(ticket), detail });
    if (!assigneeId) return;
    await notify(tx, {
      kind: "ticket",
      userIds: [assigneeId],
      actorId: actor.id,
      title: ({ m }) => m.notify_ticket_assigned({ reference, subject: ticket.subject }),
      link: adminTicketLink(ticket.id),
      thread: ticketThread(ticket.id),
    });
  });
}

/** Whether `id` is an admin's (the only users a ticket may be assigned to). */
export async function isAdmin(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "admin")))
    .limit(1);
  return Boolean(row);
}
