import { useFetcher } from "react-router";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { FormSubmit } from "../form-submit";
import type { ProfileAnswer } from "./profile-answer";
import { ProfileSection } from "./profile-section";

export type ProfileAccount = { flideskId: string; email: string; role: string; displayName: string | null };

/** An answer to one form: its success in a status line, its refusal by the button. */
function Answer({ answer }: { answer: ProfileAnswer | undefined }) {
  return (
    <p role="status" className="text-sm font-medium text-success-text">
      {answer?.ok ? answer.message : null}
    </p>
  );
}

function NameForm({ displayName }: { displayName: string | null }) {
  const fetcher = useFetcher<ProfileAnswer>();
  const answer = fetcher.data;
  return (
    <fetcher.Form method="post" className="grid gap-3" noValidate>
      <input type="hidden" name="intent" value="update-name" />
      <div className="grid gap-2">
        <Label htmlFor="profile-name">Your name</Label>
        <Input
          id="profile-name"
          name="displayName"
          defaultValue={displayName ?? ""}
          maxLength={80}
          autoComplete="name"
        />
      </div>
      <Answer answer={answer} />
      <FormSubmit
        error={answer && !answer.ok ? answer.message : undefined}
        busy={fetcher.state !== "idle"}
        label="Save name"
        busyLabel="Saving..."
      />
    </fetcher.Form>
  );
}

function EmailForm({ email }: { email: string }) {
  const fetcher = useFetcher<ProfileAnswer>();
  const answer = fetcher.data;
  return (
    <fetcher.Form method="post" className="grid gap-3" noValidate>
      <input type="hidden" name="intent" value="change-email" />
      <p className="text-sm text-muted-foreground">
        Your email is <span className="break-all font-medium text-foreground">{email}</span>. A new address is used once
        you confirm it from the link we mail to it.
      </p>
      <div className="grid gap-2">
        <Label htmlFor="profile-email">New email address</Label>
        <Input id="profile-email" name="email" type="email" autoComplete="email" maxLength={254} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="profile-email-current">Current password</Label>
        <Input id="profile-email-current" name="current" type="password" autoComplete="current-password" />
      </div>
      <Answer answer={answer} />
      <FormSubmit
        error={answer && !answer.ok ? answer.message : undefined}
        busy={fetcher.state !== "idle"}
        label="Change email"
        busyLabel="Sending..."
      />
    </fetcher.Form>
  );
}

/** Who the user is: the desk ID and role (fixed), the name the portal calls them, and the email address. */
export function AccountSection({ account }: { account: ProfileAccount }) {
  return (
    <ProfileSection id="account" title="Account">
      <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <dt className="text-sm text-muted-foreground">Fli DESK ID</dt>
        <dd className="font-mono font-semibold">{account.flideskId}</dd>
        <dt className="text-sm text-muted-foreground">Role</dt>
        <dd className="capitalize">{account.role}</dd>
      </dl>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <NameForm displayName={account.displayName} />
        <EmailForm email={account.email} />
      </div>
    </ProfileSection>
  );
}
