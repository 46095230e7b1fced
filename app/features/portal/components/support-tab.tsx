import {
  CloseTicketButton,
  clientTicketLink,
  NewTicketForm,
  ReplyForm,
  TicketTable,
  TicketThreadView,
} from "~/features/support";
import type { ClientTabProps } from "./client-tabs";
import { DashboardSection } from "./dashboard-summary";

type Thread = NonNullable<NonNullable<ClientTabProps["data"]["support"]>["thread"]>;

/** One of the client's tickets: the thread, a reply, and Close while it is not closed. */
function ClientThread({ thread }: { thread: Thread }) {
  return (
    <TicketThreadView thread={thread} back="/dashboard?tab=support">
      {thread.status === "closed" ? (
        <p className="text-muted-foreground">This ticket is closed. Open a new ticket to ask again.</p>
      ) : (
        <div className="grid gap-4">
          <ReplyForm ticketId={thread.id} />
          <CloseTicketButton ticketId={thread.id} />
        </div>
      )}
    </TicketThreadView>
  );
}

/**
 * docs/product.md, Fli DESK portal (Support): the client's tickets (also those sent with the public support form
 * from their account's email), a new ticket, and one ticket's thread (`&ticket=`). Replies arrive live.
 */
export function SupportTab({ data }: ClientTabProps) {
  const support = data.support;
  if (!support) return null;
  if (support.thread) {
    return (
      <DashboardSection id="support" title="Support">
        <ClientThread thread={support.thread} />
      </DashboardSection>
    );
  }
  return (
    <DashboardSection id="support" title="Support">
      <div className="grid gap-8 xl:grid-cols-[3fr_2fr]">
        <section aria-labelledby="tickets-title" className="grid content-start gap-4">
          <h3 id="tickets-title" className="text-lg font-semibold">
            Your tickets
          </h3>
          {support.tickets.length === 0 ? (
            <p className="text-muted-foreground">No tickets yet.</p>
          ) : (
            <TicketTable tickets={support.tickets} view="client" linkTo={clientTicketLink} />
          )}
        </section>
        <section
          aria-labelledby="new-ticket-title"
          className="grid content-start gap-4 rounded-xl border border-border bg-card p-5"
        >
          <h3 id="new-ticket-title" className="text-lg font-semibold">
            New ticket
          </h3>
          <NewTicketForm projects={data.projects} />
        </section>
      </div>
    </DashboardSection>
  );
}
