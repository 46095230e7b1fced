import { ChoiceField } from "~/components/forms";
import {
  ReplyForm,
  TicketTable,
  TicketThreadView,
  ticketPriorities,
  ticketPriorityText,
  ticketStatuses,
  ticketStatusText,
} from "~/features/support";
import type { TicketThread } from "~/features/support/index.server";
import { adminArea, adminTicketPage } from "~/lib/portal-areas";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import { FilterForm } from "./filter-form";
import { type AdminPageData, Panel, type PanelProps } from "./panel";
import { SelectSave } from "./select-save";

type TicketsData = AdminPageData["tickets"];
type Thread = TicketThread;

const statusChoices = (m: PortalMessages) =>
  ticketStatuses.map((value) => ({ value, label: ticketStatusText[value](m) }));
const priorityChoices = (m: PortalMessages) =>
  ticketPriorities.map((value) => ({ value, label: ticketPriorityText[value](m) }));

/** The filters: a plain GET form, so they live in the address and work without JavaScript. */
function TicketFilters({ filter }: { filter: TicketsData["filter"] }) {
  const { m } = usePortalTexts();
  return (
    <FilterForm label={m.admin_tickets_filter()}>
      <ChoiceField
        id="tickets-status"
        label={m.support_col_status()}
        name="status"
        empty={m.admin_filter_all()}
        choices={statusChoices(m)}
        defaultValue={filter.status ?? ""}
      />
      <ChoiceField
        id="tickets-priority"
        label={m.support_col_priority()}
        name="priority"
        empty={m.admin_filter_all()}
        choices={priorityChoices(m)}
        defaultValue={filter.priority ?? ""}
      />
    </FilterForm>
  );
}

/** One ticket for the agency: its thread, who looks after it, its status, and a reply (which waits on the client). */
export function AdminTicketPanel({ thread, admins }: { thread: Thread; admins: { id: string; name: string }[] }) {
  const { m } = usePortalTexts();
  const adminChoices = [
    { value: "", label: m.support_nobody() },
    ...admins.map((a) => ({ value: a.id, label: a.name })),
  ];
  return (
    <Panel id="tickets" title={m.admin_tickets_title()} className="gap-4">
      <TicketThreadView thread={thread} back={adminArea("tickets")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <p className="text-sm font-medium">{m.support_col_assigned()}</p>
            <SelectSave
              label={m.admin_tickets_assignee_of({ reference: thread.reference })}
              name="assigneeId"
              value={thread.assigneeId ?? ""}
              choices={adminChoices}
              fields={{ intent: "ticket-assign", ticketId: thread.id }}
            />
          </div>
          <div className="grid gap-2">
            <p className="text-sm font-medium">{m.support_col_status()}</p>
            <SelectSave
              label={m.admin_tickets_status_of({ reference: thread.reference })}
              name="status"
              value={thread.status}
              choices={statusChoices(m)}
              fields={{ intent: "ticket-status", ticketId: thread.id }}
            />
          </div>
        </div>
        <p className="text-sm text-muted-foreground">
          {thread.clientId
            ? m.admin_tickets_reply_note_client()
            : m.admin_tickets_reply_note_mail({ email: thread.email })}
        </p>
        {thread.status === "closed" ? (
          <p className="text-muted-foreground">{m.admin_tickets_closed_note()}</p>
        ) : (
          <ReplyForm ticketId={thread.id} label={m.admin_tickets_reply_label()} />
        )}
      </TicketThreadView>
    </Panel>
  );
}

/** Tickets: every support ticket, open first and the most urgent first, live; each opens its own page. */
export function TicketsPanel({ data }: PanelProps<"tickets">) {
  const { m } = usePortalTexts();
  const tickets = data.tickets;
  const filtered = tickets.filter.status || tickets.filter.priority;
  return (
    <Panel id="tickets" title={m.admin_tickets_title()} className="gap-4">
      <TicketFilters filter={tickets.filter} />
      {tickets.tickets.length === 0 ? (
        <p className="text-muted-foreground">{filtered ? m.admin_tickets_none_match() : m.ticket_none()}</p>
      ) : (
        <TicketTable tickets={tickets.tickets} view="admin" linkTo={adminTicketPage} />
      )}
    </Panel>
  );
}
