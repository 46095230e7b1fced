import { useFetcher } from "react-router";
import { describedBy, ErrorList, Field, Options } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import {
  kindLabels,
  mailModeLabels,
  type NotificationKind,
  type NotificationMailMode,
  notificationMailModes,
} from "../kinds";

export type PreferenceView = { kind: NotificationKind; mail: NotificationMailMode };

/** The profile action's answer to this form. */
type Answer = { intent: string; ok: boolean; message: string; fields?: Record<string, string> };

const modeChoices = notificationMailModes.map((mode) => ({ value: mode, label: mailModeLabels[mode] }));

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
  return (
    <section aria-labelledby="notifications-title" className="rounded-xl border border-border bg-card p-4 sm:p-6">
      <h2 id="notifications-title" className="mb-2 font-sans text-lg font-semibold">
        Notification mails
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        Every notification shows under the bell. Choose which are also mailed to you: at once, or together in a daily
        digest at 08:00 Sri Lanka time.
      </p>
      <fetcher.Form method="post" className="grid gap-4" noValidate>
        <input type="hidden" name="intent" value="notifications" />
        <div className="grid gap-3 sm:grid-cols-2">
          {preferences.map(({ kind, mail }) => (
            <Field key={kind} id={`mail-${kind}`} label={kindLabels[kind]} error={fieldErrors[kind]}>
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
          {fetcher.state !== "idle" ? "Saving..." : "Save mail choices"}
        </Button>
      </fetcher.Form>
    </section>
  );
}
