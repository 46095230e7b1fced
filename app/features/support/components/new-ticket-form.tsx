import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { showFormToast } from "~/components/form-status";
import { ChoiceField, ErrorList, Field, Options, TextField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { usePortalTexts } from "~/lib/portal-texts";
import { useLastActionData } from "~/lib/use-last-action-data";
import {
  TICKET_MESSAGE_MAX,
  TICKET_SUBJECT_MAX,
  type TicketActionData,
  ticketPriorities,
  ticketPriorityText,
} from "../tickets";

const OPEN_INTENT = "ticket-open";

/**
 * The form posts as a page navigation, not a fetcher: the action answers a new ticket with a redirect to its
 * thread, which the browser follows the same with or without JavaScript. A refusal comes back as the action's data.
 */
function useOpenTicket() {
  const { m } = usePortalTexts();
  const answer = useLastActionData<TicketActionData>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === OPEN_INTENT;
  const error = answer && !answer.ok && answer.intent === OPEN_INTENT ? answer.message : undefined;
  useEffect(() => {
    if (answer && !answer.ok && answer.intent === OPEN_INTENT) {
      showFormToast({ type: "error", title: m.ticket_error(), description: answer.message });
    }
  }, [answer, m]);
  return { busy, error };
}

/**
 * A client's new ticket: subject, one of their projects (or none), priority and the first message. The action
 * answers by opening the new ticket's thread.
 */
export function NewTicketForm({ projects }: { projects: { id: string; title: string }[] }) {
  const { m } = usePortalTexts();
  const { busy, error } = useOpenTicket();
  const invalid = error ? { "aria-invalid": true as const, "aria-describedby": "new-ticket-error" } : {};
  return (
    <Form method="post" className="grid gap-4" aria-label={m.ticket_new()} noValidate preventScrollReset>
      <input type="hidden" name="intent" value={OPEN_INTENT} />
      <TextField
        id="ticket-subject"
        label={m.ticket_subject()}
        name="subject"
        maxLength={TICKET_SUBJECT_MAX}
        required
        {...invalid}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField
          id="ticket-project"
          label={m.ticket_project()}
          name="projectId"
          empty={m.ticket_no_project()}
          choices={projects.map((p) => ({ value: p.id, label: p.title }))}
        />
        <Field id="ticket-priority" label={m.ticket_priority()}>
          <Select id="ticket-priority" name="priority" defaultValue="medium">
            <Options choices={ticketPriorities.map((p) => ({ value: p, label: ticketPriorityText[p](m) }))} />
          </Select>
        </Field>
      </div>
      <Field id="ticket-message" label={m.ticket_message()}>
        <Textarea id="ticket-message" name="message" rows={5} maxLength={TICKET_MESSAGE_MAX} required {...invalid} />
      </Field>
      <ErrorList id="new-ticket-error" errors={error} className="text-sm font-medium text-danger-text" />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? m.ticket_opening() : m.ticket_open()}
        </Button>
      </div>
    </Form>
  );
}
