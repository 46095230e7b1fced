import { Button } from "~/components/ui/button";
import { usePortalTexts } from "~/lib/portal-texts";
import { useTicketForm } from "./use-ticket-form";

/** The client's Close: the ticket is done; a new question is a new ticket. */
export function CloseTicketButton({ ticketId }: { ticketId: string }) {
  const { m } = usePortalTexts();
  const { fetcher, busy } = useTicketForm();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="ticket-close" />
      <input type="hidden" name="ticketId" value={ticketId} />
      <Button type="submit" variant="outline" disabled={busy}>
        {m.ticket_close()}
      </Button>
    </fetcher.Form>
  );
}
