import type { ComponentProps } from "react";
import { CloseTicketButton, NewTicketForm, ReplyForm, TicketTable, TicketThreadView } from "~/features/support";
import type { ClientSupportView, TicketThread } from "~/features/support/index.server";
import { clientAreas, clientTicketPage } from "~/lib/portal-areas";
import { DashboardSection } from "./dashboard-summary";

/** One of the client's tickets: the thread, a reply, and Close while it is not closed. */
export function ClientTicket({ thread }: { thread: TicketThread }) {
  return (
    <DashboardSection id="support" title="Support">
      <TicketThreadView thread={thread} back={clientAreas.support}>
        {thread.status === "closed" ? (
          <p className="text-muted-foreground">This ticket is closed. Open a new ticket to ask again.</p>
        ) : (
          <div className="grid gap-4">
            <ReplyForm ticketId={thread.id} />
            <CloseTicketButton ticketId={thread.id} />
          </div>
        )}
      </TicketThreadView>
    </DashboardSection>
  );
}

/**
 * docs/product.md, Fli DESK portal (Support): the client's tickets (also those sent with the public support form
 * from their account's email), each opening its own page, and a new ticket. Replies arrive live.
 */
export function SupportTab({
  support,
  projects,
}: {
  support: ClientSupportView;
  projects: ComponentProps<typeof NewTicketForm>["projects"];
}) {
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
            <TicketTable tickets={support.tickets} view="client" linkTo={clientTicketPage} />
          )}
        </section>
        <section
          aria-labelledby="new-ticket-title"
          className="grid content-start gap-4 rounded-xl border border-border bg-card p-5"
        >
          <h3 id="new-ticket-title" className="text-lg font-semibold">
            New ticket
          </h3>
          <NewTicketForm projects={projects} />
        </section>
      </div>
    </DashboardSection>
  );
}
