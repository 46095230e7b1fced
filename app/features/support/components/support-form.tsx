import { type FormEvent, useRef, useState } from "react";
import { Form, useActionData } from "react-router";
import { FormStatus, type FormToast, showFormToast, useActionToast } from "~/components/form-status";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import type { SupportActionData } from "../actions";
import {
  checkSupportRequest,
  DEFAULT_PRIORITY,
  priorities,
  SUPPORT_SIMULATED_MS,
  supportMessages,
} from "../support-request";

export const SUPPORT_INTENT = "support";

/** The simulated send: the page's answer without JavaScript, or the browser's own check, wait and reset. */
function useSimulatedSend() {
  const actionData = useActionData<SupportActionData>();
  const answer = actionData?.intent === "support" ? actionData : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<{ fields: string[]; message: string } | null>(
    answer && !answer.ok ? { fields: answer.fields ?? [], message: answer.toast.description } : null,
  );
  const [success, setSuccess] = useState<FormToast | undefined>(answer?.ok ? answer.toast : undefined);
  useActionToast(answer);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkSupportRequest(Object.fromEntries(new FormData(event.currentTarget)));
    setSuccess(undefined);
    if (!check.ok) {
      // Every wrong field is marked; the first takes the focus, so typing starts where the fixing does.
      setProblem({ fields: check.problems.map((p) => p.field), message: check.message });
      const first = event.currentTarget.elements.namedItem(check.field);
      if (first instanceof HTMLElement) first.focus();
      showFormToast({ type: "error", title: "Error", description: check.message });
      return;
    }
    setProblem(null);
    setSubmitting(true);
    window.setTimeout(() => {
      const toast = {
        type: "success",
        title: supportMessages.successTitle,
        description: supportMessages.successText,
      } as const;
      showFormToast(toast);
      setSuccess(toast);
      formRef.current?.reset();
      setSubmitting(false);
    }, SUPPORT_SIMULATED_MS);
  };
  return { formRef, submitting, problem, success, onSubmit };
}

type InvalidProps = { "aria-invalid"?: true; "aria-describedby"?: string };

function SupportFields({ invalid }: { invalid: (field: string) => InvalidProps }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="support-name">Name</Label>
          <Input id="support-name" name="name" autoComplete="name" {...invalid("name")} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="support-email">Email</Label>
          <Input id="support-email" name="email" inputMode="email" autoComplete="email" {...invalid("email")} />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <div className="grid gap-2">
          <Label htmlFor="support-subject">Subject</Label>
          <Input id="support-subject" name="subject" {...invalid("subject")} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="support-priority">Priority</Label>
          <Select id="support-priority" name="priority" defaultValue={DEFAULT_PRIORITY}>
            {priorities.map((p) => (
              <option key={p} value={p}>
                {p.charAt(0).toUpperCase() + p.slice(1)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="support-message">Message</Label>
        <Textarea id="support-message" name="message" rows={5} {...invalid("message")} />
      </div>
    </>
  );
}

/**
 * docs/product.md, Support: the support form is simulated. In the browser it waits one second, shows the success toast
 * and resets; nothing is sent. Without JavaScript the page's action checks it by the same rules.
 */
export function SupportForm() {
  const { formRef, submitting, problem, success, onSubmit } = useSimulatedSend();
  return (
    <Form
      method="post"
      ref={formRef}
      noValidate
      preventScrollReset
      className="grid gap-4"
      aria-label="Support form"
      onSubmit={onSubmit}
    >
      <input type="hidden" name="intent" value={SUPPORT_INTENT} />
      <fieldset disabled={submitting} className="grid gap-4">
        <SupportFields
          invalid={(field) =>
            problem?.fields.includes(field) ? { "aria-invalid": true, "aria-describedby": "support-form-status" } : {}
          }
        />
      </fieldset>
      <FormStatus id="support-form-status" error={problem?.message} success={success} />
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
        {submitting ? "Sending..." : "Send Request"}
      </Button>
    </Form>
  );
}
