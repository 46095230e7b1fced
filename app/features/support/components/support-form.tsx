import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { FormStatus, type FormToast, showFormToast, useActionToast } from "~/components/form-status";
import { Field, TextField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { type SupportRequestAnswer, supportToastOf } from "../actions";
import { checkSupportRequest, DEFAULT_PRIORITY } from "../support-request";
import type { SupportFormTexts } from "../texts.server";

export const SUPPORT_INTENT = "support";

type Problem = { fields: string[]; message: string };

const problemOf = (answer: SupportRequestAnswer): Problem | null =>
  answer.ok ? null : { fields: Object.keys(answer.fields ?? {}), message: answer.message };

/**
 * The send: the browser checks the form by the action's own rules first (marking every wrong field and focusing
 * the first), then posts it; the action's answer (the same without JavaScript) shows as a toast and in the form,
 * and a filed request clears the fields.
 */
function useSupportSend(texts: SupportFormTexts) {
  const actionData = useActionData<SupportRequestAnswer>();
  const answer = actionData?.intent === SUPPORT_INTENT ? actionData : undefined;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === SUPPORT_INTENT;
  const formRef = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<Problem | null>(answer ? problemOf(answer) : null);
  const [success, setSuccess] = useState<FormToast | undefined>(answer?.ok ? supportToastOf(answer) : undefined);
  useActionToast(answer, supportToastOf);
  useEffect(() => {
    if (!answer) return;
    setProblem(problemOf(answer));
    setSuccess(answer.ok ? supportToastOf(answer) : undefined);
    if (answer.ok) formRef.current?.reset();
  }, [answer]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const check = checkSupportRequest(Object.fromEntries(new FormData(event.currentTarget)), texts.check);
    setSuccess(undefined);
    if (check.ok) {
      setProblem(null);
      return;
    }
    event.preventDefault();
    // Every wrong field is marked; the first takes the focus, so typing starts where the fixing does.
    setProblem({ fields: check.problems.map((p) => p.field), message: check.message });
    const first = event.currentTarget.elements.namedItem(check.field);
    if (first instanceof HTMLElement) first.focus();
    showFormToast({ type: "error", title: texts.errorTitle, description: check.message });
  };
  return { formRef, submitting, problem, success, onSubmit };
}

type InvalidProps = { "aria-invalid"?: true; "aria-describedby"?: string };

function SupportFields({ invalid, texts }: { invalid: (field: string) => InvalidProps; texts: SupportFormTexts }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="support-name" label={texts.name} name="name" autoComplete="name" {...invalid("name")} />
        <TextField
          id="support-email"
          label={texts.email}
          name="email"
          inputMode="email"
          autoComplete="email"
          {...invalid("email")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField id="support-subject" label={texts.subject} name="subject" {...invalid("subject")} />
        <Field id="support-priority" label={texts.priority}>
          <Select id="support-priority" name="priority" defaultValue={DEFAULT_PRIORITY}>
            {texts.priorities.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field id="support-message" label={texts.message}>
        <Textarea id="support-message" name="message" rows={5} {...invalid("message")} />
      </Field>
    </>
  );
}

/**
 * docs/product.md, Support: the support form files a ticket. The success toast and the form's status add the
 * ticket's reference to the product's text; the form works the same without JavaScript.
 */
export function SupportForm({ texts }: { texts: SupportFormTexts }) {
  const { formRef, submitting, problem, success, onSubmit } = useSupportSend(texts);
  return (
    <Form
      method="post"
      ref={formRef}
      noValidate
      preventScrollReset
      className="grid gap-4"
      aria-label={texts.label}
      onSubmit={onSubmit}
    >
      <input type="hidden" name="intent" value={SUPPORT_INTENT} />
      <fieldset disabled={submitting} className="grid gap-4">
        <SupportFields
          texts={texts}
          invalid={(field) =>
            problem?.fields.includes(field) ? { "aria-invalid": true, "aria-describedby": "support-form-status" } : {}
          }
        />
      </fieldset>
      <FormStatus id="support-form-status" error={problem?.message} success={success} />
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
        {submitting ? texts.submit[1] : texts.submit[0]}
      </Button>
    </Form>
  );
}
