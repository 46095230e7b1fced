import { CheckCheckIcon } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { DateTime } from "~/components/date-time";
import { Button } from "~/components/ui/button";
import { formatNumber } from "~/lib/format";
import { profileSections } from "~/lib/portal-areas";
import { usePortalTexts } from "~/lib/portal-texts";
import { cn } from "~/lib/utils";

/** One entry as the page shows it. */
export type NotificationView = {
  id: string;
  title: string;
  body: string;
  read: boolean;
  createdAt: string;
};

/**
 * One entry: a button that marks it read and goes to its place (a form post, so it works without JavaScript too).
 * Unread entries have a gold mark and say so to screen readers.
 */
function Entry({ entry, busy }: { entry: NotificationView; busy: boolean }) {
  const { m } = usePortalTexts();
  return (
    <li>
      <Form method="post">
        <input type="hidden" name="intent" value="open" />
        <input type="hidden" name="id" value={entry.id} />
        <button
          type="submit"
          disabled={busy}
          className={cn(
            "flex w-full min-w-0 gap-3 rounded-lg border border-border p-4 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            entry.read ? "bg-card" : "bg-accent",
          )}
        >
          <span
            aria-hidden="true"
            className={cn("mt-1.5 size-2.5 shrink-0 rounded-full", entry.read ? "bg-transparent" : "bg-primary")}
          />
          <span className="grid min-w-0 flex-1 gap-1">
            <span className={cn("break-words", entry.read ? "font-medium" : "font-bold")}>
              {entry.read ? null : <span className="sr-only">{m.notifications_unread_mark()}</span>}
              {entry.title}
            </span>
            {entry.body && <span className="break-words text-sm text-muted-foreground">{entry.body}</span>}
            <span className="text-xs text-muted-foreground">
              <DateTime at={entry.createdAt} />
            </span>
          </span>
        </button>
      </Form>
    </li>
  );
}

/** The notifications page: newest first, "Mark all as read" while any is unread, and where mails are chosen. */
export function NotificationList({
  entries,
  answer,
}: {
  entries: NotificationView[];
  /** The last form's answer: "All notifications are marked as read.", or why an entry could not be opened. */
  answer?: { ok: boolean; message: string };
}) {
  const busy = useNavigation().state !== "idle";
  const unread = entries.filter((entry) => !entry.read).length;
  const { m, locale } = usePortalTexts();
  return (
    <div className="grid max-w-3xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold">{m.notifications_title()}</h1>
        {unread > 0 && (
          <Form method="post">
            <input type="hidden" name="intent" value="read-all" />
            <Button type="submit" variant="outline" size="sm" disabled={busy}>
              <CheckCheckIcon aria-hidden="true" /> {m.notifications_mark_all()}
            </Button>
          </Form>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {unread === 0
          ? m.notifications_nothing_unread()
          : m.notifications_unread_count({ count: formatNumber(unread, locale) })}{" "}
        {m.notifications_choose_mails()}{" "}
        <Link to={profileSections.notifications} className="font-medium text-primary underline">
          {m.notifications_profile_link()}
        </Link>
        .
      </p>
      <p role="status" className={cn("text-sm font-medium", answer?.ok ? "text-success-text" : "text-danger-text")}>
        {answer?.message}
      </p>
      {entries.length === 0 ? (
        <p className="rounded-lg border border-border bg-card p-6 text-muted-foreground">{m.notifications_none()}</p>
      ) : (
        <ul className="grid gap-3" aria-label={m.notifications_list_label()}>
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} busy={busy} />
          ))}
        </ul>
      )}
    </div>
  );
}
