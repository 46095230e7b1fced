import { Link } from "react-router";
import { DataCell, DataRow, DataTable } from "~/components/data-table";
import { DateTime } from "~/components/date-time";
import type { TicketSummary } from "../ticket-reads.server";
import { TicketPriorityBadge, TicketStatusBadge } from "./ticket-badges";

function fromOf(ticket: TicketSummary) {
  return ticket.clientName ?? `${ticket.name} <${ticket.email}>`;
}

function assigneeOf(ticket: TicketSummary) {
  return ticket.assigneeName ?? "Nobody";
}

/**
 * A list of tickets: reference (a link to the thread), subject, status, priority and last activity; the admin's
 * list also names who sent each and who looks after it.
 */
export function TicketTable({
  tickets,
  view,
  linkTo,
}: {
  tickets: TicketSummary[];
  view: "client" | "admin";
  linkTo: (id: string) => string;
}) {
  const head = ["Reference", "Subject", ...(view === "admin" ? ["From", "Assigned to"] : []), "Status", "Priority"];
  return (
    <DataTable caption="Tickets" head={[...head, "Last activity"]}>
      {tickets.map((t) => (
        <DataRow key={t.id}>
          <DataCell span="half" className="whitespace-nowrap">
            <Link
              to={linkTo(t.id)}
              preventScrollReset
              className="font-mono font-medium text-primary underline-offset-4 hover:underline"
            >
              {t.reference}
            </Link>
          </DataCell>
          <DataCell label="Subject" span="full" className="break-words">
            {t.subject}
            {t.projectTitle && <p className="text-xs text-muted-foreground">{t.projectTitle}</p>}
          </DataCell>
          {view === "admin" && (
            <>
              <DataCell label="From" span="full" className="break-words">
                {fromOf(t)}
              </DataCell>
              <DataCell label="Assigned to" span="half">
                {assigneeOf(t)}
              </DataCell>
            </>
          )}
          <DataCell label="Status" span="half">
            <TicketStatusBadge status={t.status} />
          </DataCell>
          <DataCell label="Priority" span="half">
            <TicketPriorityBadge priority={t.priority} />
          </DataCell>
          <DataCell label="Last activity" span="half" className="whitespace-nowrap">
            <DateTime at={t.lastActivityAt} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
