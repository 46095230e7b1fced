// What other features may use of support tickets (server side): the views the dashboards load.

export { countOpenTickets } from "./ticket-reads.server";
export {
  type AdminTicketsView,
  adminTicketsView,
  type ClientSupportView,
  clientSupportView,
} from "./ticket-view.server";
