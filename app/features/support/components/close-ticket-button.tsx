import { Button } from "~/components/ui/button";
import { useTicketForm } from "./use-ticket-form";

/** The client's Close: the ticket is done; a new question is a new ticket. */
export function CloseTicketButton({ ticketId }: { ticketId: string }) {
  const { fetcher, busy } = useTicketForm();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="ticket-close" />
      <input type="hidden" name="ticketId" value={ticketId} />
      <Button type="submit" variant="outline" disabled={busy}>
        Close Ticket
      </Button>
    </fetcher.Form>
  );
}
