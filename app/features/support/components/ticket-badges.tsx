import { Badge } from "~/components/ui/badge";
import {
  type TicketPriority,
  type TicketStatus,
  ticketPriorityLabels,
  ticketPriorityVariant,
  ticketStatusLabels,
  ticketStatusVariant,
} from "../tickets";

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge variant={ticketStatusVariant[status]}>{ticketStatusLabels[status]}</Badge>;
}

/** The priority in words ("High priority"), so the badge reads alone as well as in its column. */
export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  return (
    <Badge variant={ticketPriorityVariant[priority]}>
      {ticketPriorityLabels[priority]}
      <span className="sr-only"> priority</span>
    </Badge>
  );
}
