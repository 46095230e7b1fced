// The support tickets' views, for the portal's Support tab and the admin's Tickets tab (browser-safe).
export { CloseTicketButton } from "./components/close-ticket-button";
export { NewTicketForm } from "./components/new-ticket-form";
export { ReplyForm } from "./components/reply-form";
export { TicketPriorityBadge, TicketStatusBadge } from "./components/ticket-badges";
export { TicketTable } from "./components/ticket-table";
export { TicketThreadView } from "./components/ticket-thread";
export {
  adminTicketLink,
  clientTicketLink,
  isTicketIntent,
  type TicketActionData,
  type TicketAnswers,
  ticketAnswers,
  ticketPriorities,
  ticketPriorityLabels,
  ticketPriorityText,
  ticketStatuses,
  ticketStatusLabels,
  ticketStatusText,
} from "./tickets";
