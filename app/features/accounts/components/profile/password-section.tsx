import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { FormSubmit } from "../form-submit";
import type { ProfileAnswer } from "./profile-answer";
import { ProfileSection } from "./profile-section";

const fieldsOf = [
  { name: "current", label: "Current password", autoComplete: "current-password" },
  { name: "password", label: "New password", autoComplete: "new-password" },
  { name: "confirm", label: "Confirm new password", autoComplete: "new-password" },
] as const;

/** Change password: the current one, the new one twice; other devices are signed out when it is saved. */
export function PasswordSection() {
  const fetcher = useFetcher<ProfileAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const answer = fetcher.data;
  // A saved password leaves no passwords in the fields; a refused one keeps what was typed.
  useEffect(() => {
    if (fetcher.state === "idle" && answer?.ok) form.current?.reset();
  }, [fetcher.state, answer]);
  return (
    <ProfileSection id="password" title="Change password">
      <fetcher.Form ref={form} method="post" className="grid max-w-md gap-4" noValidate>
        <input type="hidden" name="intent" value="change-password" />
        {fieldsOf.map((field) => (
          <div key={field.name} className="grid gap-2">
            <Label htmlFor={`profile-${field.name}`}>{field.label}</Label>
            <Input
              id={`profile-${field.name}`}
              name={field.name}
              type="password"
              autoComplete={field.autoComplete}
              aria-invalid={answer?.fields?.[field.name] ? true : undefined}
            />
          </div>
        ))}
        <p className="text-xs text-muted-foreground">
          At least 8 characters, with a lowercase letter, an uppercase letter and a number.
        </p>
        {answer?.ok && (
          <p role="status" className="text-sm font-medium text-success-text">
            {answer.message}
          </p>
        )}
        <FormSubmit
          error={answer && !answer.ok ? answer.message : undefined}
          busy={fetcher.state !== "idle"}
          label="Change password"
          busyLabel="Saving..."
        />
      </fetcher.Form>
    </ProfileSection>
  );
}
