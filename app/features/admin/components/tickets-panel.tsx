import { ChoiceField } from "~/components/forms";
import {
  adminTicketLink,
  ReplyForm,
  TicketTable,
  TicketThreadView,
  ticketPriorities,
  ticketPriorityLabels,
  ticketStatuses,
  ticketStatusLabels,
} from "~/features/support";
import { FilterForm } from "./filter-form";
import { Panel, type PanelProps } from "./panel";
import { SelectSave } from "./select-save";

type TicketsData = NonNullable<PanelProps["data"]["tickets"]>;
type Thread = NonNullable<TicketsData["thread"]>;

const STATUS_CHOICES = ticketStatuses.map((value) => ({ value, label: ticketStatusLabels[value] }));
const PRIORITY_CHOICES = ticketPriorities.map((value) => ({ value, label: ticketPriorityLabels[value] }));

/** The filters: a plain GET form, so they live in the address and work without JavaScript. */
function TicketFilters({ filter }: { filter: TicketsData["filter"] }) {
  return (
    <FilterForm tab="tickets" label="Filter tickets">
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
function AdminThread({ thread, admins }: { thread: Thread; admins: TicketsData["admins"] }) {
  const adminChoices = [{ value: "", label: "Nobody" }, ...admins.map((a) => ({ value: a.id, label: a.name }))];
  return (
    <TicketThreadView thread={thread} back="/dashboard?tab=tickets">
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
  );
}

/** Tickets: every support ticket, open first and the most urgent first, live; a ticket's thread with `&ticket=`. */
export function TicketsPanel({ data }: PanelProps) {
  const tickets = data.tickets;
  if (!tickets) return null;
  if (tickets.thread) {
    return (
      <Panel id="tickets" title="Tickets" className="gap-4">
        <AdminThread thread={tickets.thread} admins={tickets.admins} />
      </Panel>
    );
  }
  const filtered = tickets.filter.status || tickets.filter.priority;
  return (
    <Panel id="tickets" title="Tickets" className="gap-4">
      <TicketFilters filter={tickets.filter} />
      {tickets.tickets.length === 0 ? (
        <p className="text-muted-foreground">{filtered ? "No tickets match." : "No tickets yet."}</p>
      ) : (
        <TicketTable tickets={tickets.tickets} view="admin" linkTo={adminTicketLink} />
      )}
    </Panel>
  );
}
