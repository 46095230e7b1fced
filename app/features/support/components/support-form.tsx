import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form, useActionData } from "react-router";
import { FormStatus, showFormToast, useActionToast } from "~/components/form-status";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import type { SupportActionData } from "../actions";
import {
  DEFAULT_PRIORITY,
  priorities,
  SUPPORT_SIMULATED_MS,
  supportErrorMessage,
  supportMessages,
  supportSchema,
} from "../support-schema";

export const SUPPORT_INTENT = "support";

/**
 * Spec 01 §4: the support form is simulated. In the browser it waits one second, shows the success toast
 * and resets; nothing is sent. Without JavaScript the page's action checks it the same way.
 */
export function SupportForm() {
  const actionData = useActionData<SupportActionData>();
  const lastResult = actionData?.intent === "support" ? actionData : undefined;
  const [submitting, setSubmitting] = useState(false);
  const [form, fields] = useForm({
    id: "support-form",
    lastResult: lastResult?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    defaultValue: { priority: DEFAULT_PRIORITY },
    onValidate({ formData }) {
      const submission = parseWithZod(formData, { schema: supportSchema });
      if (submission.status !== "success") {
        showFormToast({ type: "error", title: "Error", description: supportErrorMessage(submission.error ?? {}) });
      }
      return submission;
    },
    onSubmit(event) {
      event.preventDefault();
      setSubmitting(true);
      window.setTimeout(() => {
        showFormToast({
          type: "success",
          title: supportMessages.successTitle,
          description: supportMessages.successText,
        });
        form.reset();
        setSubmitting(false);
      }, SUPPORT_SIMULATED_MS);
    },
  });
  useActionToast(lastResult);
  const clientError = Object.keys(form.allErrors).length ? supportErrorMessage(form.allErrors) : undefined;

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      noValidate
      preventScrollReset
      className="grid gap-4"
      aria-label="Support form"
    >
      <input type="hidden" name="intent" value={SUPPORT_INTENT} />
      <fieldset disabled={submitting} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={fields.name.id}>Name</Label>
            <Input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={fields.email.id}>Email</Label>
            <Input {...getInputProps(fields.email, { type: "text" })} inputMode="email" autoComplete="email" />
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <div className="grid gap-2">
            <Label htmlFor={fields.subject.id}>Subject</Label>
            <Input {...getInputProps(fields.subject, { type: "text" })} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={fields.priority.id}>Priority</Label>
            <Select {...getSelectProps(fields.priority)}>
              {priorities.map((p) => (
                <option key={p} value={p}>
                  {p.charAt(0).toUpperCase() + p.slice(1)}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={fields.message.id}>Message</Label>
          <Textarea {...getTextareaProps(fields.message)} rows={5} />
        </div>
      </fieldset>
      <FormStatus
        id={form.errorId}
        error={form.errors?.[0] ?? clientError}
        success={lastResult?.toast.type === "success" ? lastResult.toast : undefined}
      />
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
        {submitting ? "Sending..." : "Send Request"}
      </Button>
    </Form>
  );
}
