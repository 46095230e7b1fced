import type { ReactNode } from "react";
import { Form } from "react-router";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
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
        <div className="grid gap-2">
          <Label htmlFor="password">New password</Label>
          <Input id="password" name="password" type="password" autoComplete="new-password" />
          <p className="text-xs text-muted-foreground">
            At least 8 characters, with a lowercase letter, an uppercase letter and a number.
          </p>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="confirm">Confirm password</Label>
          <Input id="confirm" name="confirm" type="password" autoComplete="new-password" />
        </div>
        <FormSubmit error={error} busy={busy} label={submitLabel} busyLabel="Saving..." />
      </Form>
    </>
  );
}
