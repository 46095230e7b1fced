import { type TicketPriority, type TicketStatus, ticketPriorities, ticketStatuses } from "#db/schema/values";
import { formatNumber } from "~/lib/format";
import type { PortalMessages } from "~/lib/portal-texts";

/** Zod-free: the portal's ticket views and the server's schemas and actions share these (docs/product.md, Support). */

export { type TicketPriority, type TicketStatus, ticketPriorities, ticketStatuses };

/** "FLD-T-000123": what a person reads and quotes, made from the ticket's sequence number. */
export const ticketReference = (number: number) => `FLD-T-${String(number).padStart(6, "0")}`;

export const TICKET_SUBJECT_MAX = 200;
export const TICKET_MESSAGE_MAX = 5000;

export const ticketStatusLabels: Record<TicketStatus, string> = {
  open: "Open",
  waiting: "Waiting on client",
  resolved: "Resolved",
  closed: "Closed",
};

export const ticketPriorityLabels: Record<TicketPriority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  critical: "Critical",
};

// The portal shows the same labels in the person's language (decision 49); the English tables above stay for the
// server's texts and the mails.
type PortalLabel = (m: PortalMessages) => string;

export const ticketStatusText: Record<TicketStatus, PortalLabel> = {
  open: (m) => m.support_ticket_status_open(),
  waiting: (m) => m.support_ticket_status_waiting(),
  resolved: (m) => m.support_ticket_status_resolved(),
  closed: (m) => m.support_ticket_status_closed(),
};

export const ticketPriorityText: Record<TicketPriority, PortalLabel> = {
  low: (m) => m.support_ticket_priority_low(),
  medium: (m) => m.support_ticket_priority_medium(),
  high: (m) => m.support_ticket_priority_high(),
  critical: (m) => m.support_ticket_priority_critical(),
};

type BadgeVariant = "success" | "info" | "warning" | "danger" | "secondary" | "outline";

export const ticketStatusVariant: Record<TicketStatus, BadgeVariant> = {
  open: "info",
  waiting: "warning",
  resolved: "success",
  closed: "secondary",
};

export const ticketPriorityVariant: Record<TicketPriority, BadgeVariant> = {
  low: "outline",
  medium: "secondary",
  high: "warning",
  critical: "danger",
};

/** The forms of the portal's tickets, each named by its `intent`; all post to the dashboard's action. */
export const TICKET_INTENTS = [
  "ticket-open",
  "ticket-reply",
  "ticket-close",
  "ticket-assign",
  "ticket-status",
] as const;
export type TicketIntent = (typeof TICKET_INTENTS)[number];
export const isTicketIntent = (value: unknown): value is TicketIntent => TICKET_INTENTS.includes(value as TicketIntent);

/**
 * The answers of the portal's ticket forms in the reader's language (decision 49), for the client and the admin; the
 * English ones are in messages/portal/en.json with every other text. A status is the Support tab's word for it
 * (lower case in English only).
 */
export const ticketAnswers = (m: PortalMessages) => ({
  subjectRequired: m.support_answer_subject_required(),
  subjectTooLong: m.support_answer_subject_too_long({ max: String(TICKET_SUBJECT_MAX) }),
  messageRequired: m.support_answer_message_required(),
  messageTooLong: m.support_answer_message_too_long({ max: formatNumber(TICKET_MESSAGE_MAX) }),
  unknownPriority: m.support_answer_unknown_priority(),
  unknownStatus: m.support_answer_unknown_status(),
  notFound: m.support_answer_not_found(),
  projectNotFound: m.support_answer_project_not_found(),
  assigneeNotFound: m.support_answer_assignee_not_found(),
  closed: m.ticket_closed_note(),
  alreadyClosed: m.support_answer_already_closed(),
  forbidden: m.support_answer_forbidden(),
  opened: (reference: string) => m.support_answer_opened({ reference }),
  replied: m.support_answer_replied(),
  closedNow: m.support_answer_closed_now(),
  assigned: m.support_answer_assigned(),
  unassigned: m.support_answer_unassigned(),
  statusSet: (status: TicketStatus) => {
    const label = ticketStatusText[status](m);
    return m.support_answer_status_set({ status: label === ticketStatusLabels[status] ? label.toLowerCase() : label });
  },
  failed: m.support_answer_failed(),
  unknownForm: m.support_answer_unknown_form(),
});

export type TicketAnswers = ReturnType<typeof ticketAnswers>;

/** What a ticket form's post answers; the toast shows `message` (the admin's dialogs read the same shape). */
export type TicketActionData =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent: string; message: string; fields?: string[] };

/** Where a ticket is, for each side: the client's Support tab, the admin's Tickets tab. */
export { adminTicketPage as adminTicketLink, clientTicketPage as clientTicketLink } from "~/lib/portal-areas";
