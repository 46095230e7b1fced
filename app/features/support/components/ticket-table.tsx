import { Link } from "react-router";
import { DataCell, DataRow, DataTable } from "~/components/data-table";
import { formatDateTime } from "~/lib/format";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import type { TicketSummary } from "../ticket-reads.server";
import { TicketPriorityBadge, TicketStatusBadge } from "./ticket-badges";

function fromOf(ticket: TicketSummary) {
  return ticket.clientName ?? `${ticket.name} <${ticket.email}>`;
}

function assigneeOf(ticket: TicketSummary, m: PortalMessages) {
  return ticket.assigneeName ?? m.support_nobody();
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
  const { m, locale } = usePortalTexts();
  const from = m.support_col_from();
  const assigned = m.support_col_assigned();
  const [subject, status, priority, lastActivity] = [
    m.support_col_subject(),
    m.support_col_status(),
    m.support_col_priority(),
    m.support_col_last_activity(),
  ];
  const head = [m.support_col_reference(), subject, ...(view === "admin" ? [from, assigned] : []), status, priority];
  return (
    <DataTable caption={m.support_table_caption()} head={[...head, lastActivity]}>
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
          <DataCell label={subject} span="full" className="break-words">
            {t.subject}
            {t.projectTitle && <p className="text-xs text-muted-foreground">{t.projectTitle}</p>}
          </DataCell>
          {view === "admin" && (
            <>
              <DataCell label={from} span="full" className="break-words">
                {fromOf(t)}
              </DataCell>
              <DataCell label={assigned} span="half">
                {assigneeOf(t, m)}
              </DataCell>
            </>
          )}
          <DataCell label={status} span="half">
            <TicketStatusBadge status={t.status} />
          </DataCell>
          <DataCell label={priority} span="half">
            <TicketPriorityBadge priority={t.priority} />
          </DataCell>
          <DataCell label={lastActivity} span="half" className="whitespace-nowrap">
            <time dateTime={new Date(t.lastActivityAt).toISOString()}>{formatDateTime(t.lastActivityAt, locale)}</time>
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
