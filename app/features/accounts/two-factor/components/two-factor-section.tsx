import type { ReactNode } from "react";
import { type FetcherWithComponents, useActionData, useFetcher } from "react-router";
import { ErrorList, TextField } from "~/components/forms";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatDate, formatNumber } from "~/lib/format";
import { usePortalTexts } from "~/lib/portal-texts";
import type { ProfileAnswer } from "../../profile/components/profile-answer";
import { formRefusal } from "../../profile/components/profile-form";
import { ProfileSection } from "../../profile/components/profile-section";
import { CODE_MAX } from "../two-factor";

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

// The section's buttons wrap (`wrap`) rather than widen the page: in Tamil, "Set up two-step sign-in" is wider than
// the column of a 360 px phone. Their lines start at the left, as the text above them.
const leftAligned = "justify-self-start text-left";

/** Off: what it is, and the button that starts the set-up. */
function StartForm({ fetcher }: { fetcher: Fetcher }) {
  const answer = useAnswerTo(fetcher, "two-factor-start");
  const { m } = usePortalTexts();
  return (
    <fetcher.Form method="post" className="grid gap-3">
      <input type="hidden" name="intent" value="two-factor-start" />
      <p className="text-sm text-muted-foreground">{m.profile_2fa_intro()}</p>
      <Button type="submit" wrap className={leftAligned} disabled={fetcher.state !== "idle"}>
        {m.profile_2fa_start()}
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
  const { m } = usePortalTexts();
  return (
    <div className="grid gap-4">
      <p className="text-sm">{m.profile_2fa_scan()}</p>
      <img src={status.qr} alt={m.profile_2fa_qr_alt()} width={176} height={176} className="rounded-md bg-white p-2" />
      <p className="text-sm">
        {m.profile_2fa_by_hand()}{" "}
        <code data-testid="two-factor-key" className="break-all rounded bg-muted px-2 py-1 font-mono text-sm">
          {status.key}
        </code>
      </p>
      <fetcher.Form method="post" className="grid gap-3" noValidate>
        <input type="hidden" name="intent" value="two-factor-confirm" />
        <CodeField id="two-factor-confirm-code" label={m.profile_2fa_enter_code()} answer={answer} />
        <Answer answer={answer} />
        <Button type="submit" wrap className={leftAligned} disabled={fetcher.state !== "idle"}>
          {m.profile_2fa_turn_on()}
        </Button>
      </fetcher.Form>
    </div>
  );
}

/** The codes just made: shown this once, to be written down or saved. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const { m } = usePortalTexts();
  return (
    <div className="grid gap-2 rounded-lg border border-warning-text/40 bg-warning-text/10 p-4">
      <h3 className="font-sans font-semibold">{m.profile_2fa_codes_title()}</h3>
      <p className="text-sm">{m.profile_2fa_codes_text()}</p>
      <ul aria-label={m.profile_2fa_codes_list()} className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
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
  const { m, locale } = usePortalTexts();
  return (
    <ProfileSection id="two-factor" title={m.profile_2fa_title()}>
      <div className="grid gap-4">
        {required && status.state !== "on" && (
          <p className="rounded-lg border border-warning-text/40 bg-warning-text/10 p-3 text-sm font-medium">
            {m.profile_2fa_must_enrol()}
          </p>
        )}
        {status.state === "off" && <StartForm fetcher={fetcher} />}
        {status.state === "pending" && <ConfirmForm fetcher={fetcher} status={status} />}
        {status.state === "on" && (
          <>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <Badge variant="success">{m.profile_2fa_on()}</Badge>
              {m.profile_2fa_since({
                date: formatDate(status.since, locale),
                left: formatNumber(status.codesLeft, locale),
              })}
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
  const { m } = usePortalTexts();
  return (
    <RuledForm intent="two-factor-regenerate" title={m.profile_2fa_regenerate_title()}>
      {(answer, busy) => (
        <>
          <CodeField id="two-factor-regenerate-code" label={m.profile_2fa_app_code()} answer={answer} />
          {answer?.ok && answer.recoveryCodes ? <RecoveryCodes codes={answer.recoveryCodes} /> : null}
          <Answer answer={answer} />
          <Button type="submit" variant="outline" wrap className={leftAligned} disabled={busy}>
            {m.profile_2fa_regenerate()}
          </Button>
        </>
      )}
    </RuledForm>
  );
}

/** Off again: the current password and a code (from the app, or a recovery code). */
function DisableForm() {
  const { m } = usePortalTexts();
  return (
    <RuledForm intent="two-factor-disable" title={m.profile_2fa_turn_off()}>
      {(answer, busy) => (
        <>
          <TextField
            id="two-factor-current"
            label={m.profile_current_password()}
            name="current"
            type="password"
            autoComplete="current-password"
            error={fieldError(answer, "current")}
            fieldClassName="grid max-w-md gap-2"
          />
          <CodeField id="two-factor-disable-code" label={m.profile_2fa_disable_code()} answer={answer} />
          <Answer answer={answer} />
          <Button type="submit" variant="outline" wrap className={leftAligned} disabled={busy}>
            {m.profile_2fa_turn_off()}
          </Button>
        </>
      )}
    </RuledForm>
  );
}
