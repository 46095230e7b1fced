import type { ReactNode } from "react";
import { Form } from "react-router";
import { TextField } from "~/components/forms";
import { usePortalTexts } from "~/lib/portal-texts";
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
  const { m } = usePortalTexts();
  return (
    <>
      <h1 className="font-sans text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{intro}</p>
      <Form method="post" className="mt-6 grid gap-4" noValidate>
        <TextField
          id="password"
          label={m.auth_new_password()}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={m.profile_password_rule()}
        />
        <TextField
          id="confirm"
          label={m.auth_confirm_password()}
          name="confirm"
          type="password"
          autoComplete="new-password"
        />
        <FormSubmit error={error} busy={busy} label={submitLabel} busyLabel={m.profile_saving()} />
      </Form>
    </>
  );
}
