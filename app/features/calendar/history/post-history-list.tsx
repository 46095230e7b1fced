import { DateTime } from "~/components/date-time";
import { formatDateTime } from "~/lib/format";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import { NAME_MARK } from "../components/hidden-name";
import { statusLabel } from "../workflow";
import { CaptionDiff } from "./caption-diff";
import type { HistoryEntry, SinceAsked, TextChange, VersionChanges } from "./post-history";

const fieldLabel: Record<TextChange["field"], (m: PortalMessages) => string> = {
  Caption: (m) => m.calendar_post_caption(),
  Hashtags: (m) => m.calendar_post_hashtags(),
  "First comment": (m) => m.calendar_post_first_comment(),
};

/** What one version changed: title and time as before → after, each platform's texts word by word. */
function Changes({ changes }: { changes: VersionChanges }) {
  const { m, locale } = usePortalTexts();
  const nothing = !changes.title && !changes.scheduledAt && changes.texts.length === 0;
  return (
    <div className="mt-2 grid gap-3">
      {nothing && <p className="text-muted-foreground">{m.calendar_post_nothing_changed()}</p>}
      {changes.title && (
        <p className="wrap-anywhere">
          {m.calendar_post_history_title()} <del>{changes.title.before}</del> → <ins>{changes.title.after}</ins>
        </p>
      )}
      {changes.scheduledAt && (
        <p>
          {m.calendar_post_history_time()} <del>{formatDateTime(changes.scheduledAt.before, locale)}</del> →{" "}
          <ins>{formatDateTime(changes.scheduledAt.after, locale)}</ins> {m.calendar_post_sri_lanka()}
        </p>
      )}
      {changes.texts.map((t) => (
        <div key={`${t.platform}-${t.field}`} className="grid min-w-0 gap-1">
          <p className="text-xs font-semibold">
            {t.platform}: {fieldLabel[t.field](m)}
          </p>
          <CaptionDiff before={t.before} after={t.after} />
        </div>
      ))}
    </div>
  );
}

/** What changed since the client last asked for changes, at the top of the History (decision 40). */
export function SinceAskedChanges({ since, client }: { since: SinceAsked; client: boolean }) {
  const { m } = usePortalTexts();
  // The date is a <time>, put wherever the language puts it.
  const [before = "", after = ""] = m.calendar_post_asked_on({ date: NAME_MARK }).split(NAME_MARK);
  return (
    <section aria-labelledby="since-asked" className="grid gap-2 rounded-md border border-primary/50 p-3 text-sm">
      <h3 id="since-asked" className="font-semibold">
        {client ? m.calendar_post_changed_since_you_asked() : m.calendar_post_changed_since_client_asked()}
      </h3>
      <p className="text-muted-foreground">
        {before}
        <DateTime at={since.askedAt} />
        {after}
        {since.reason ? ": " : "."}
        {since.reason && <span className="wrap-anywhere">“{since.reason}”</span>}
      </p>
      <Changes changes={since.changes} />
    </section>
  );
}

function what(e: HistoryEntry, m: PortalMessages) {
  if (e.from === null) return m.calendar_post_created_the_post();
  if (e.from === e.to)
    return e.version ? m.calendar_post_edited_version({ version: e.version }) : m.calendar_post_edited();
  return `${statusLabel[e.from](m)} → ${statusLabel[e.to](m)}`;
}

/** Every move and edit of the post, oldest first; an edit made after the post reached the client shows its changes. */
export function PostHistory({
  history,
  sinceAsked,
  client,
}: {
  history: HistoryEntry[];
  sinceAsked: SinceAsked | null;
  client: boolean;
}) {
  const { m } = usePortalTexts();
  return (
    <section aria-labelledby="history" className="grid min-w-0 gap-3">
      <h2 id="history" className="text-xl font-semibold">
        {m.calendar_post_history()}
      </h2>
      {sinceAsked && <SinceAskedChanges since={sinceAsked} client={client} />}
      <ol className="grid gap-2">
        {history.map((e) => (
          <li key={e.id} className="min-w-0 rounded-md border p-3 text-sm">
            <p>
              <span className="font-semibold wrap-anywhere">{e.by}</span>: {what(e, m)}
              <span className="text-muted-foreground">
                {" "}
                · <DateTime at={e.at} />
              </span>
            </p>
            {e.version === 1 && <p className="text-muted-foreground">{m.calendar_post_version_one()}</p>}
            {e.note && e.from !== e.to && <p className="wrap-anywhere text-muted-foreground">{e.note}</p>}
            {e.changes && (
              <details className="mt-1">
                <summary className="cursor-pointer text-muted-foreground">
                  {m.calendar_post_changed_since_version({ version: e.changes.from })}
                </summary>
                <Changes changes={e.changes} />
              </details>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
