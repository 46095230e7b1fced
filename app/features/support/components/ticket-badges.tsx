import { Badge } from "~/components/ui/badge";
import { usePortalTexts } from "~/lib/portal-texts";
import {
  type TicketPriority,
  type TicketStatus,
  ticketPriorityText,
  ticketPriorityVariant,
  ticketStatusText,
  ticketStatusVariant,
} from "../tickets";

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { m } = usePortalTexts();
  return <Badge variant={ticketStatusVariant[status]}>{ticketStatusText[status](m)}</Badge>;
}

/** The priority in words ("High priority"), so the badge reads alone as well as in its column. */
export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  const { m } = usePortalTexts();
  return (
    <Badge variant={ticketPriorityVariant[priority]}>
      {ticketPriorityText[priority](m)}
      <span className="sr-only">{m.support_ticket_priority_suffix()}</span>
    </Badge>
  );
}
