import type { ReactNode } from "react";
import { Form } from "react-router";
import { TextField } from "~/components/forms";
import { FormSubmit } from "../../components/form-submit";

/** A one-time link's form: a new password typed twice, under the wizard's rules, then signed in. */
export function SetPasswordForm({
  title,
  intro,
  submitLabel,
  error,
  busy,
}: {
  title: string;
  intro: ReactNode;
  submitLabel: string;
  error?: string;
  busy: boolean;
}) {
  return (
    <>
      <h1 className="font-sans text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{intro}</p>
      <Form method="post" className="mt-6 grid gap-4" noValidate>
        <TextField
          id="password"
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters, with a lowercase letter, an uppercase letter and a number."
        />
        <TextField id="confirm" label="Confirm password" name="confirm" type="password" autoComplete="new-password" />
        <FormSubmit error={error} busy={busy} label={submitLabel} busyLabel="Saving..." />
      </Form>
    </>
  );
}
