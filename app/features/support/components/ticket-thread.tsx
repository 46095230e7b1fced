import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DateTime } from "~/components/date-time";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import { cn } from "~/lib/utils";
import type { TicketThread } from "../ticket-reads.server";
import { TicketPriorityBadge, TicketStatusBadge } from "./ticket-badges";

type Message = TicketThread["messages"][number];

function authorOf(m: PortalMessages, thread: TicketThread, message: Message) {
  const who = message.authorName;
  if (message.fromAgency) return who ? m.ticket_agency_person({ name: who }) : m.ticket_agency_support();
  return who ?? thread.clientName ?? thread.name;
}

/**
 * One ticket: its reference, subject, state and thread, oldest message first and newest last, each with its
 * author and time, under a link back to the list (`back`); `children` are the forms the viewer may use (reply,
 * close, assign).
 */
export function TicketThreadView({
  thread,
  back,
  children,
}: {
  thread: TicketThread;
  back: string;
  children?: ReactNode;
}) {
  const { m } = usePortalTexts();
  return (
    <div className="grid gap-6">
      <Link
        to={back}
        preventScrollReset
        className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {m.ticket_all()}
      </Link>
      <TicketArticle thread={thread}>{children}</TicketArticle>
    </div>
  );
}

function TicketArticle({ thread, children }: { thread: TicketThread; children?: ReactNode }) {
  const { m } = usePortalTexts();
  return (
    <article aria-labelledby="ticket-title" className="grid gap-6">
      <header className="grid gap-2">
        <p className="font-mono text-sm text-muted-foreground">{thread.reference}</p>
        <h3 id="ticket-title" className="break-words text-xl font-bold">
          {thread.subject}
        </h3>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <TicketStatusBadge status={thread.status} />
          <TicketPriorityBadge priority={thread.priority} />
          {thread.projectTitle && <span>{m.ticket_project_line({ title: thread.projectTitle })}</span>}
          {thread.fromPublicForm && <span>{m.ticket_from_public_form()}</span>}
        </div>
      </header>
      <ol aria-label={m.ticket_messages()} className="grid gap-3">
        {thread.messages.map((message) => (
          <li
            key={message.id}
            className={cn(
              "rounded-xl border border-border p-4",
              message.fromAgency ? "bg-primary/5 sm:ml-8" : "bg-card sm:mr-8",
            )}
          >
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="min-w-0 wrap-anywhere font-semibold">{authorOf(m, thread, message)}</span>
              <span className="text-muted-foreground">
                <DateTime at={message.createdAt} />
              </span>
            </p>
            <p className="mt-2 whitespace-pre-line break-words">{message.body}</p>
          </li>
        ))}
      </ol>
      {children}
    </article>
  );
}
