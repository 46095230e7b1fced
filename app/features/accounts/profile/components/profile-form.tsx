import { type ReactNode, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { TextField } from "~/components/forms";
import type { Input } from "~/components/ui/input";
import { FormSubmit } from "../../components/form-submit";
import type { ProfileAnswer } from "./profile-answer";

/**
 * One form of the profile page: posted without leaving the page, its answer under its own fields (a success in a
 * status line; a refusal under the field it names, tied to it, or by the button when it names none). With
 * `clearOnSuccess` a saved form empties (no passwords left in fields).
 */
export function ProfileForm({
  intent,
  submit,
  busyLabel,
  clearOnSuccess = false,
  className = "grid content-start gap-3",
  children,
}: {
  intent: string;
  submit: string;
  busyLabel: string;
  clearOnSuccess?: boolean;
  className?: string;
  children: (answer: ProfileAnswer | undefined) => ReactNode;
}) {
  const fetcher = useFetcher<ProfileAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const answer = fetcher.data;
  useEffect(() => {
    if (clearOnSuccess && fetcher.state === "idle" && answer?.ok) form.current?.reset();
  }, [clearOnSuccess, fetcher.state, answer]);
  return (
    <fetcher.Form ref={form} method="post" className={className} noValidate>
      <input type="hidden" name="intent" value={intent} />
      {children(answer)}
      <p role="status" className="text-sm font-medium text-success-text">
        {answer?.ok ? answer.message : null}
      </p>
      <FormSubmit
        error={answer && !answer.ok ? formRefusal(answer) : undefined}
        busy={fetcher.state !== "idle"}
        label={submit}
        busyLabel={busyLabel}
      />
    </fetcher.Form>
  );
}

/** A refusal's words for the form as a whole: only when it names no field (a field's own shows under it). */
export const formRefusal = (answer: ProfileAnswer) =>
  Object.keys(answer.fields ?? {}).length > 0 ? undefined : answer.message;

/** A labelled field of a profile form (the forms module's), with the answer's words about it under it. */
export function ProfileField({
  id,
  label,
  answer,
  ...input
}: { id: string; label: string; answer: ProfileAnswer | undefined } & React.ComponentProps<typeof Input>) {
  const error = input.name && answer && !answer.ok ? answer.fields?.[input.name] : undefined;
  return <TextField id={id} label={label} error={error} {...input} />;
}
