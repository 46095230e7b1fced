import { useFetcher } from "react-router";
import { describedBy, ErrorList, Field, Options } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import { kindTexts, type NotificationKind, type NotificationMailMode, notificationMailModes } from "../kinds";

export type PreferenceView = { kind: NotificationKind; mail: NotificationMailMode };

/** The profile action's answer to this form. */
type Answer = { intent: string; ok: boolean; message: string; fields?: Record<string, string> };

const modeTexts: Record<NotificationMailMode, (m: PortalMessages) => string> = {
  instant: (m) => m.notifications_mode_instant(),
  digest: (m) => m.notifications_mode_digest(),
  off: (m) => m.notifications_mode_off(),
};

/**
 * The profile's 'Notification mails' card: for each kind that concerns the role, whether it is mailed at once, in the
 * daily digest (08:00 Sri Lanka time) or not at all. The bell shows every kind whatever is chosen here. Its fields
 * are the forms module's: a refused choice says so under its own select.
 */
export function NotificationPreferencesSection({ preferences }: { preferences: PreferenceView[] }) {
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.data?.intent === "notifications" ? fetcher.data : undefined;
  const refused = answer && !answer.ok ? answer : undefined;
  const fieldErrors = refused?.fields ?? {};
  const { m } = usePortalTexts();
  const modeChoices = notificationMailModes.map((mode) => ({ value: mode, label: modeTexts[mode](m) }));
  return (
    <section aria-labelledby="notifications-title" className="rounded-xl border border-border bg-card p-4 sm:p-6">
      <h2 id="notifications-title" className="mb-2 font-sans text-lg font-semibold">
        {m.notifications_mails_title()}
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">{m.notifications_mails_intro()}</p>
      <fetcher.Form method="post" className="grid gap-4" noValidate>
        <input type="hidden" name="intent" value="notifications" />
        <div className="grid gap-3 sm:grid-cols-2">
          {preferences.map(({ kind, mail }) => (
            <Field key={kind} id={`mail-${kind}`} label={kindTexts[kind](m)} error={fieldErrors[kind]}>
              <Select
                id={`mail-${kind}`}
                name={kind}
                defaultValue={mail}
                {...describedBy(`mail-${kind}`, { error: fieldErrors[kind] })}
              >
                <Options choices={modeChoices} />
              </Select>
            </Field>
          ))}
        </div>
        <p role="status" className="text-sm font-medium text-success-text">
          {answer?.ok ? answer.message : null}
        </p>
        <ErrorList
          errors={refused && Object.keys(fieldErrors).length === 0 ? refused.message : undefined}
          className="text-sm font-medium text-danger-text"
        />
        <Button type="submit" size="lg" disabled={fetcher.state !== "idle"} className="justify-self-start">
          {fetcher.state !== "idle" ? m.profile_saving() : m.notifications_save()}
        </Button>
      </fetcher.Form>
    </section>
  );
}
