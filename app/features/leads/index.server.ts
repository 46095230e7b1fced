// What other features may use of leads (server side).
export { countNewLeads, LEAD_STATUSES, type LeadStatus, listLeads, quoteDetail, setLeadStatus } from "./leads.server";
export { type QuoteServiceId, serviceNames } from "./quote";
