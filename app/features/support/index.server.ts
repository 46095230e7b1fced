// What other features may use of support tickets (server side): the views the dashboards load.

export { ticketAction } from "./ticket-action.server";
export { countOpenTickets } from "./ticket-reads.server";
export {
  type AdminTicketsView,
  adminTicketsView,
  type ClientSupportView,
  clientSupportView,
  type TicketThread,
  ticketThreadView,
} from "./ticket-view.server";
