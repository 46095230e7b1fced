import { ChoiceField } from "~/components/forms";
import {
  ReplyForm,
  TicketTable,
  TicketThreadView,
  ticketPriorities,
  ticketPriorityLabels,
  ticketStatuses,
  ticketStatusLabels,
} from "~/features/support";
import type { TicketThread } from "~/features/support/index.server";
import { adminArea, adminTicketPage } from "~/lib/portal-areas";
import { FilterForm } from "./filter-form";
import { type AdminPageData, Panel, type PanelProps } from "./panel";
import { SelectSave } from "./select-save";

type TicketsData = AdminPageData["tickets"];
type Thread = TicketThread;

const STATUS_CHOICES = ticketStatuses.map((value) => ({ value, label: ticketStatusLabels[value] }));
const PRIORITY_CHOICES = ticketPriorities.map((value) => ({ value, label: ticketPriorityLabels[value] }));

/** The filters: a plain GET form, so they live in the address and work without JavaScript. */
function TicketFilters({ filter }: { filter: TicketsData["filter"] }) {
  return (
    <FilterForm label="Filter tickets">
      <ChoiceField
        id="tickets-status"
        label="Status"
        name="status"
        empty="All"
        choices={STATUS_CHOICES}
        defaultValue={filter.status ?? ""}
      />
      <ChoiceField
        id="tickets-priority"
        label="Priority"
        name="priority"
        empty="All"
        choices={PRIORITY_CHOICES}
        defaultValue={filter.priority ?? ""}
      />
    </FilterForm>
  );
}

/** One ticket for the agency: its thread, who looks after it, its status, and a reply (which waits on the client). */
export function AdminTicketPanel({ thread, admins }: { thread: Thread; admins: { id: string; name: string }[] }) {
  const adminChoices = [{ value: "", label: "Nobody" }, ...admins.map((a) => ({ value: a.id, label: a.name }))];
  return (
    <Panel id="tickets" title="Tickets" className="gap-4">
      <TicketThreadView thread={thread} back={adminArea("tickets")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <p className="text-sm font-medium">Assigned to</p>
            <SelectSave
              label={`Admin looking after ${thread.reference}`}
              name="assigneeId"
              value={thread.assigneeId ?? ""}
              choices={adminChoices}
              fields={{ intent: "ticket-assign", ticketId: thread.id }}
            />
          </div>
          <div className="grid gap-2">
            <p className="text-sm font-medium">Status</p>
            <SelectSave
              label={`Status of ${thread.reference}`}
              name="status"
              value={thread.status}
              choices={STATUS_CHOICES}
              fields={{ intent: "ticket-status", ticketId: thread.id }}
            />
          </div>
        </div>
        <p className="text-sm text-muted-foreground">
          {thread.clientId
            ? "The client sees your reply in their Support tab at once, and is notified."
            : `The sender has no account: your reply is mailed to ${thread.email}.`}
        </p>
        {thread.status === "closed" ? (
          <p className="text-muted-foreground">This ticket is closed. Set it open again to reply.</p>
        ) : (
          <ReplyForm ticketId={thread.id} label="Reply to the client" />
        )}
      </TicketThreadView>
    </Panel>
  );
}

/** Tickets: every support ticket, open first and the most urgent first, live; each opens its own page. */
export function TicketsPanel({ data }: PanelProps<"tickets">) {
  const tickets = data.tickets;
  const filtered = tickets.filter.status || tickets.filter.priority;
  return (
    <Panel id="tickets" title="Tickets" className="gap-4">
      <TicketFilters filter={tickets.filter} />
      {tickets.tickets.length === 0 ? (
        <p className="text-muted-foreground">{filtered ? "No tickets match." : "No tickets yet."}</p>
      ) : (
        <TicketTable tickets={tickets.tickets} view="admin" linkTo={adminTicketPage} />
      )}
    </Panel>
  );
}
