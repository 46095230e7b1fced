import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { showFormToast } from "~/components/form-status";
import { ChoiceField, ErrorList, Field, Options, TextField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { useLastActionData } from "~/lib/use-last-action-data";
import {
  TICKET_MESSAGE_MAX,
  TICKET_SUBJECT_MAX,
  type TicketActionData,
  ticketPriorities,
  ticketPriorityLabels,
} from "../tickets";

const OPEN_INTENT = "ticket-open";

/**
 * The form posts as a page navigation, not a fetcher: the action answers a new ticket with a redirect to its
 * thread, which the browser follows the same with or without JavaScript. A refusal comes back as the action's data.
 */
function useOpenTicket() {
  const answer = useLastActionData<TicketActionData>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === OPEN_INTENT;
  const error = answer && !answer.ok && answer.intent === OPEN_INTENT ? answer.message : undefined;
  useEffect(() => {
    if (answer && !answer.ok && answer.intent === OPEN_INTENT) {
      showFormToast({ type: "error", title: "Error", description: answer.message });
    }
  }, [answer]);
  return { busy, error };
}

/**
 * A client's new ticket: subject, one of their projects (or none), priority and the first message. The action
 * answers by opening the new ticket's thread.
 */
export function NewTicketForm({ projects }: { projects: { id: string; title: string }[] }) {
  const { busy, error } = useOpenTicket();
  const invalid = error ? { "aria-invalid": true as const, "aria-describedby": "new-ticket-error" } : {};
  return (
    <Form method="post" className="grid gap-4" aria-label="New ticket" noValidate preventScrollReset>
      <input type="hidden" name="intent" value={OPEN_INTENT} />
      <TextField
        id="ticket-subject"
        label="Subject"
        name="subject"
        maxLength={TICKET_SUBJECT_MAX}
        required
        {...invalid}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField
          id="ticket-project"
          label="Project"
          name="projectId"
          empty="No project"
          choices={projects.map((p) => ({ value: p.id, label: p.title }))}
        />
        <Field id="ticket-priority" label="Priority">
          <Select id="ticket-priority" name="priority" defaultValue="medium">
            <Options choices={ticketPriorities.map((p) => ({ value: p, label: ticketPriorityLabels[p] }))} />
          </Select>
        </Field>
      </div>
      <Field id="ticket-message" label="Message">
        <Textarea id="ticket-message" name="message" rows={5} maxLength={TICKET_MESSAGE_MAX} required {...invalid} />
      </Field>
      <ErrorList id="new-ticket-error" errors={error} className="text-sm font-medium text-danger-text" />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Opening..." : "Open Ticket"}
        </Button>
      </div>
    </Form>
  );
}
