import { useRef } from "react";
import { ErrorList, Field } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { usePortalTexts } from "~/lib/portal-texts";
import { TICKET_MESSAGE_MAX } from "../tickets";
import { useTicketForm } from "./use-ticket-form";

/** A reply on a ticket's thread, for the client and the agency alike; it clears itself once sent. */
export function ReplyForm({ ticketId, label }: { ticketId: string; label?: string }) {
  const { m } = usePortalTexts();
  const formRef = useRef<HTMLFormElement>(null);
  const { fetcher, busy, error } = useTicketForm(() => formRef.current?.reset());
  return (
    <fetcher.Form ref={formRef} method="post" className="grid gap-3" aria-label={m.ticket_reply_form()} noValidate>
      <input type="hidden" name="intent" value="ticket-reply" />
      <input type="hidden" name="ticketId" value={ticketId} />
      {/* `contents`: the label, the box and the error stay items of the form's own grid. */}
      <Field id={`reply-${ticketId}`} label={label ?? m.ticket_your_reply()} className="contents">
        <Textarea
          id={`reply-${ticketId}`}
          name="message"
          rows={4}
          maxLength={TICKET_MESSAGE_MAX}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `reply-${ticketId}-error` : undefined}
        />
      </Field>
      <ErrorList id={`reply-${ticketId}-error`} errors={error} className="text-sm font-medium text-danger-text" />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? m.ticket_sending() : m.ticket_send_reply()}
        </Button>
      </div>
    </fetcher.Form>
  );
}
