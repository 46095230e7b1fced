import type { ReactNode } from "react";
import { type FetcherWithComponents, useActionData, useFetcher } from "react-router";
import { ErrorList, TextField } from "~/components/forms";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/lib/format";
import type { ProfileAnswer } from "../../profile/components/profile-answer";
import { formRefusal } from "../../profile/components/profile-form";
import { ProfileSection } from "../../profile/components/profile-section";
import { CODE_MAX, twoFactorMessages } from "../two-factor";

/** What the profile's loader says of two-factor sign-in; the key and QR code only while it is being set up. */
export type TwoFactorStatus =
  | { state: "off" }
  | { state: "pending"; key: string; qr: string }
  | { state: "on"; since: string; codesLeft: number };

type Fetcher = FetcherWithComponents<ProfileAnswer>;

/**
 * The answer to the form `intent`: the fetcher's, or, when the form was posted without JavaScript, the page's
 * action data (so recovery codes show either way).
 */
function useAnswerTo(fetcher: Fetcher, intent: string) {
  const posted = useActionData<ProfileAnswer>();
  if (fetcher.state !== "idle") return undefined;
  if (fetcher.data) return fetcher.data.intent === intent ? fetcher.data : undefined;
  return posted?.intent === intent ? posted : undefined;
}

/** A success in a status line; a refusal here only when it names no field (a field's own shows under it). */
function Answer({ answer }: { answer?: ProfileAnswer }) {
  if (!answer) return null;
  return answer.ok ? (
    <p role="status" className="text-sm font-medium text-success-text">
      {answer.message}
    </p>
  ) : (
    <ErrorList errors={formRefusal(answer)} className="text-sm font-medium text-danger-text" />
  );
}

/** The answer's words about one field, for the forms module's `error`. */
const fieldError = (answer: ProfileAnswer | undefined, name: string) =>
  answer && !answer.ok ? answer.fields?.[name] : undefined;

function CodeField({ id, label, answer }: { id: string; label: string; answer?: ProfileAnswer }) {
  return (
    <TextField
      id={id}
      label={label}
      name="code"
      autoComplete="one-time-code"
      spellCheck={false}
      maxLength={CODE_MAX}
      className="max-w-56 font-mono"
      error={fieldError(answer, "code")}
    />
  );
}

/** Off: what it is, and the button that starts the set-up. */
function StartForm({ fetcher }: { fetcher: Fetcher }) {
  const answer = useAnswerTo(fetcher, "two-factor-start");
  return (
    <fetcher.Form method="post" className="grid gap-3">
      <input type="hidden" name="intent" value="two-factor-start" />
      <p className="text-sm text-muted-foreground">
        Sign in with a code from an authenticator app on your phone (such as Google Authenticator, Microsoft
        Authenticator or 1Password) as well as your password, so a stolen password alone opens nothing.
      </p>
      <Button type="submit" className="justify-self-start" disabled={fetcher.state !== "idle"}>
        Set up two-factor sign-in
      </Button>
      <Answer answer={answer} />
    </fetcher.Form>
  );
}

/** Being set up: the QR code and the same key to type, then a code from the app to confirm. */
function ConfirmForm({
  fetcher,
  status,
}: {
  fetcher: Fetcher;
  status: Extract<TwoFactorStatus, { state: "pending" }>;
}) {
  const answer = useAnswerTo(fetcher, "two-factor-confirm");
  return (
    <div className="grid gap-4">
      <p className="text-sm">1. Scan this QR code with your authenticator app.</p>
      <img
        src={status.qr}
        alt="QR code for your authenticator app"
        width={176}
        height={176}
        className="rounded-md bg-white p-2"
      />
      <p className="text-sm">
        Cannot scan it? Add an account by hand with this key (time-based, 6 digits):{" "}
        <code data-testid="two-factor-key" className="break-all rounded bg-muted px-2 py-1 font-mono text-sm">
          {status.key}
        </code>
      </p>
      <fetcher.Form method="post" className="grid gap-3" noValidate>
        <input type="hidden" name="intent" value="two-factor-confirm" />
        <CodeField id="two-factor-confirm-code" label="2. Enter the 6-digit code the app shows" answer={answer} />
        <Answer answer={answer} />
        <Button type="submit" className="justify-self-start" disabled={fetcher.state !== "idle"}>
          Turn on two-factor sign-in
        </Button>
      </fetcher.Form>
    </div>
  );
}

/** The codes just made: shown this once, to be written down or saved. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="grid gap-2 rounded-lg border border-warning-text/40 bg-warning-text/10 p-4">
      <h3 className="font-sans font-semibold">Your recovery codes</h3>
      <p className="text-sm">
        Each one signs you in once without your phone. Save them somewhere safe now: they will not be shown again.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

/** Two-factor sign-in: set it up (QR code, key, a code), then recovery codes, new codes, or turn it off. */
export function TwoFactorSection({ status, required }: { status: TwoFactorStatus; required: boolean }) {
  const fetcher = useFetcher<ProfileAnswer>();
  const confirmed = useAnswerTo(fetcher, "two-factor-confirm");
  const codes = confirmed?.ok ? confirmed.recoveryCodes : undefined;
  return (
    <ProfileSection id="two-factor" title="Two-factor sign-in">
      <div className="grid gap-4">
        {required && status.state !== "on" && (
          <p className="rounded-lg border border-warning-text/40 bg-warning-text/10 p-3 text-sm font-medium">
            {twoFactorMessages.mustEnrol}
          </p>
        )}
        {status.state === "off" && <StartForm fetcher={fetcher} />}
        {status.state === "pending" && <ConfirmForm fetcher={fetcher} status={status} />}
        {status.state === "on" && (
          <>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <Badge variant="success">On</Badge>
              {`since ${formatDate(status.since)} · ${status.codesLeft} of 10 recovery codes left`}
            </p>
            {codes && <RecoveryCodes codes={codes} />}
            <Answer answer={confirmed} />
            <RegenerateForm />
            {!required && <DisableForm />}
          </>
        )}
      </div>
    </ProfileSection>
  );
}

/**
 * One of the forms below the status, after a rule: its own fetcher (keyed by its intent, so each shows only its
 * own answer), a heading, and its fields, which get the answer and whether it is being sent.
 */
function RuledForm({
  intent,
  title,
  children,
}: {
  intent: string;
  title: string;
  children: (answer: ProfileAnswer | undefined, busy: boolean) => ReactNode;
}) {
  const fetcher = useFetcher<ProfileAnswer>({ key: intent });
  const answer = useAnswerTo(fetcher, intent);
  return (
    <fetcher.Form method="post" className="grid gap-3 border-t border-border pt-4" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <h3 className="font-sans font-semibold">{title}</h3>
      {children(answer, fetcher.state !== "idle")}
    </fetcher.Form>
  );
}

/** New recovery codes for a code from the app; the new ones show in the section above. */
function RegenerateForm() {
  return (
    <RuledForm intent="two-factor-regenerate" title="New recovery codes">
      {(answer, busy) => (
        <>
          <CodeField id="two-factor-regenerate-code" label="Code from your authenticator app" answer={answer} />
          {answer?.ok && answer.recoveryCodes ? <RecoveryCodes codes={answer.recoveryCodes} /> : null}
          <Answer answer={answer} />
          <Button type="submit" variant="outline" className="justify-self-start" disabled={busy}>
            Make new recovery codes
          </Button>
        </>
      )}
    </RuledForm>
  );
}

/** Off again: the current password and a code (from the app, or a recovery code). */
function DisableForm() {
  return (
    <RuledForm intent="two-factor-disable" title="Turn off two-factor sign-in">
      {(answer, busy) => (
        <>
          <TextField
            id="two-factor-current"
            label="Current password"
            name="current"
            type="password"
            autoComplete="current-password"
            error={fieldError(answer, "current")}
            fieldClassName="grid max-w-md gap-2"
          />
          <CodeField id="two-factor-disable-code" label="Code from your app, or a recovery code" answer={answer} />
          <Answer answer={answer} />
          <Button type="submit" variant="outline" className="justify-self-start" disabled={busy}>
            Turn off two-factor sign-in
          </Button>
        </>
      )}
    </RuledForm>
  );
}
