import { useEffect } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { showFormToast } from "~/components/form-status";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
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
  const answer = useActionData<TicketActionData>();
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
      <div className="grid gap-2">
        <Label htmlFor="ticket-subject">Subject</Label>
        <Input id="ticket-subject" name="subject" maxLength={TICKET_SUBJECT_MAX} required {...invalid} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="ticket-project">Project</Label>
          <Select id="ticket-project" name="projectId" defaultValue="">
            <option value="">No project</option>
            {projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="ticket-priority">Priority</Label>
          <Select id="ticket-priority" name="priority" defaultValue="medium">
            {ticketPriorities.map((p) => (
              <option key={p} value={p}>
                {ticketPriorityLabels[p]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="ticket-message">Message</Label>
        <Textarea id="ticket-message" name="message" rows={5} maxLength={TICKET_MESSAGE_MAX} required {...invalid} />
      </div>
      {error && (
        <p id="new-ticket-error" role="alert" className="text-sm font-medium text-danger-text">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Opening..." : "Open Ticket"}
        </Button>
      </div>
    </Form>
  );
}
