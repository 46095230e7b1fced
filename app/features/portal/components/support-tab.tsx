import type { ComponentProps } from "react";
import { CloseTicketButton, NewTicketForm, ReplyForm, TicketTable, TicketThreadView } from "~/features/support";
import type { ClientSupportView, TicketThread } from "~/features/support/index.server";
import { clientAreas, clientTicketPage } from "~/lib/portal-areas";
import { usePortalTexts } from "~/lib/portal-texts";
import { DashboardSection } from "./dashboard-summary";

/** One of the client's tickets: the thread, a reply, and Close while it is not closed. */
export function ClientTicket({ thread }: { thread: TicketThread }) {
  const { m } = usePortalTexts();
  return (
    <DashboardSection id="support" title={m.ticket_support()}>
      <TicketThreadView thread={thread} back={clientAreas.support}>
        {thread.status === "closed" ? (
          <p className="text-muted-foreground">{m.ticket_closed_note()}</p>
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
  const { m } = usePortalTexts();
  return (
    <DashboardSection id="support" title={m.ticket_support()}>
      <div className="grid gap-8 xl:grid-cols-[3fr_2fr]">
        <section aria-labelledby="tickets-title" className="grid content-start gap-4">
          <h3 id="tickets-title" className="text-lg font-semibold">
            {m.ticket_yours()}
          </h3>
          {support.tickets.length === 0 ? (
            <p className="text-muted-foreground">{m.ticket_none()}</p>
          ) : (
            <TicketTable tickets={support.tickets} view="client" linkTo={clientTicketPage} />
          )}
        </section>
        <section
          aria-labelledby="new-ticket-title"
          className="grid content-start gap-4 rounded-xl border border-border bg-card p-5"
        >
          <h3 id="new-ticket-title" className="text-lg font-semibold">
            {m.ticket_new()}
          </h3>
          <NewTicketForm projects={projects} />
        </section>
      </div>
    </DashboardSection>
  );
}
