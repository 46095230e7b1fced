import type { SessionUser } from "~/features/accounts/index.server";
import { actorOf } from "~/lib/audit.server";
import type { LimitedServices } from "~/lib/context.server";
import type { Db } from "~/lib/db.server";
import { describeError } from "~/lib/errors.server";
import { parseFormData } from "~/lib/parse.server";
import type { PortalMessages } from "~/lib/portal-texts";
import { limitWrite } from "~/lib/rate-limit.server";
import { fail, ok, type Result } from "~/lib/result";
import { clientProjectIds, type TicketRow, ticketFor } from "./ticket-reads.server";
import { namesNothing, type TicketInput, ticketSchemasOf } from "./ticket-schema.server";
import { type Actor, assignTicket, fileTicket, isAdmin, replyToTicket, setTicketStatus } from "./ticket-writes.server";
import { type TicketAnswers, type TicketIntent, ticketAnswers } from "./tickets";

/** What a ticket form's post did: the toast's words, and the new ticket's id when one was opened. */
export type TicketOutcome = { message: string; opened?: string };

// Who may post each form: clients open and close their own tickets, admins assign and set any status, both reply.
const allowed: Record<TicketIntent, readonly SessionUser["role"][]> = {
  "ticket-open": ["client"],
  "ticket-reply": ["client", "admin"],
  "ticket-close": ["client", "admin"],
  "ticket-assign": ["admin"],
  "ticket-status": ["admin"],
};

type Ctx = { db: Db; actor: Actor; user: SessionUser; m: TicketAnswers };

/** What a ticket form's post takes: the database, the write limits, and the address the audit rows name. */
export type TicketServices = Pick<LimitedServices, "db" | "limiters" | "clientIp">;

async function openTicket({ db, user, m }: Ctx, input: TicketInput<"ticket-open">): Promise<Result<TicketOutcome>> {
  if (input.projectId !== null) {
    const own = namesNothing(input.projectId) ? [] : await clientProjectIds(db, user.id, [input.projectId]);
    if (own.length === 0) return fail("not-found", m.projectNotFound, { fields: { projectId: m.projectNotFound } });
  }
  const ticket = await fileTicket(db, {
    subject: input.subject,
    priority: input.priority,
    message: input.message,
    name: user.name,
    email: user.email,
    clientId: user.id,
    projectId: input.projectId,
    fromPublicForm: false,
  });
  return ok({ message: m.opened(ticket.reference), opened: ticket.id });
}

/** The writes on one existing ticket, found for this user (see `ticketFor`). */
async function onTicket(
  ctx: Ctx,
  intent: TicketIntent,
  input: Record<string, unknown>,
  ticket: TicketRow,
): Promise<Result<TicketOutcome>> {
  const { db, actor, m } = ctx;
  const closed = ticket.status === "closed";
  switch (intent) {
    case "ticket-reply":
      if (closed) return fail("conflict", m.closed);
      await replyToTicket(db, actor, ticket, String(input.message));
      return ok({ message: m.replied });
    case "ticket-close":
      if (closed) return fail("conflict", m.alreadyClosed);
      await setTicketStatus(db, actor, ticket, "closed");
      return ok({ message: m.closedNow });
    case "ticket-assign": {
      const assigneeId = input.assigneeId as string | null;
      if (assigneeId !== null && (namesNothing(assigneeId) || !(await isAdmin(db, assigneeId)))) {
        return fail("invalid", m.assigneeNotFound, { fields: { assigneeId: m.assigneeNotFound } });
      }
      await assignTicket(db, actor, ticket, assigneeId);
      return ok({ message: assigneeId ? m.assigned : m.unassigned });
    }
    default: {
      const { status } = input as TicketInput<"ticket-status">;
      await setTicketStatus(db, actor, ticket, status);
      return ok({ message: m.statusSet(status) });
    }
  }
}

/**
 * A post of one of the portal's ticket forms: the role first (a freelancer has no tickets; a client cannot assign
 * or set a status), then the input by the form's schema, then the ticket, found only if this user may see it (an
 * id of another client's ticket, or no uuid at all, is "not found" and changes nothing). Every answer, the write
 * limit's too, is in `portal`: the language the person reads the portal in (decision 49).
 */
export async function ticketAction(
  services: TicketServices,
  user: SessionUser,
  intent: TicketIntent,
  form: FormData,
  portal: PortalMessages,
): Promise<Result<TicketOutcome>> {
  const m = ticketAnswers(portal);
  if (!allowed[intent].includes(user.role)) return fail("forbidden", m.forbidden);
  const parsed = parseFormData(form, ticketSchemasOf(m)[intent]);
  if (!parsed.ok) return { ok: false, problem: parsed.problem };
  // Every ticket form tells the other side (decision 25): new tickets are limited per user apart from the rest.
  const limited = intent === "ticket-open" ? "tickets" : "ticketReplies";
  const limit = await limitWrite(services.limiters, limited, user.id, portal);
  if (!limit.ok) return limit;
  const by = actorOf(user, services.clientIp);
  const actor: Actor = { id: user.id, role: user.role === "admin" ? "admin" : "client", by };
  const ctx: Ctx = { db: services.db, actor, user, m };
  try {
    if (intent === "ticket-open") return await openTicket(ctx, parsed.value as TicketInput<"ticket-open">);
    const input = parsed.value as Record<string, unknown> & { ticketId: string };
    const ticket = await ticketFor(services.db, user, input.ticketId);
    if (!ticket) return fail("not-found", m.notFound);
    return await onTicket(ctx, intent, input, ticket);
  } catch (error) {
    console.error("Ticket write failed:", describeError(error));
    return fail("unavailable", m.failed);
  }
}
