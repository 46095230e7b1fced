import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldClass } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";
import {
  kindLabels,
  mailModeLabels,
  type NotificationKind,
  type NotificationMailMode,
  notificationMailModes,
} from "../kinds";

export type PreferenceView = { kind: NotificationKind; mail: NotificationMailMode };

/** The profile action's answer to this form. */
type Answer = { intent: string; ok: boolean; message: string };

/**
 * The profile's 'Notification mails' card: for each kind that concerns the role, whether it is mailed at once, in the
 * daily digest (08:00 Sri Lanka time) or not at all. The bell shows every kind whatever is chosen here.
 */
export function NotificationPreferencesSection({ preferences }: { preferences: PreferenceView[] }) {
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.data?.intent === "notifications" ? fetcher.data : undefined;
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
            <div key={kind} className="grid gap-2">
              <Label htmlFor={`mail-${kind}`}>{kindLabels[kind]}</Label>
              <select id={`mail-${kind}`} name={kind} defaultValue={mail} className={cn(fieldClass, "h-10")}>
                {notificationMailModes.map((mode) => (
                  <option key={mode} value={mode}>
                    {mailModeLabels[mode]}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        <p role="status" className="text-sm font-medium text-success-text">
          {answer?.ok ? answer.message : null}
        </p>
        {answer && !answer.ok && (
          <p role="alert" className="text-sm font-medium text-danger-text">
            {answer.message}
          </p>
        )}
        <Button type="submit" size="lg" disabled={fetcher.state !== "idle"} className="justify-self-start">
          {fetcher.state !== "idle" ? "Saving..." : "Save mail choices"}
        </Button>
      </fetcher.Form>
    </section>
  );
}
