import { DateTime } from "~/components/date-time";
import { formatDateTime } from "~/lib/format";
import { statusLabels } from "../workflow";
import { CaptionDiff } from "./caption-diff";
import type { HistoryEntry, SinceAsked, VersionChanges } from "./post-history";

/** What one version changed: title and time as before → after, each platform's texts word by word. */
function Changes({ changes }: { changes: VersionChanges }) {
  const nothing = !changes.title && !changes.scheduledAt && changes.texts.length === 0;
  return (
    <div className="mt-2 grid gap-3">
      {nothing && <p className="text-muted-foreground">Nothing in the post's text or time changed.</p>}
      {changes.title && (
        <p className="wrap-anywhere">
          Title: <del>{changes.title.before}</del> → <ins>{changes.title.after}</ins>
        </p>
      )}
      {changes.scheduledAt && (
        <p>
          Time: <del>{formatDateTime(changes.scheduledAt.before)}</del> →{" "}
          <ins>{formatDateTime(changes.scheduledAt.after)}</ins> (Sri Lanka)
        </p>
      )}
      {changes.texts.map((t) => (
        <div key={`${t.platform}-${t.field}`} className="grid min-w-0 gap-1">
          <p className="text-xs font-semibold">
            {t.platform}: {t.field}
          </p>
          <CaptionDiff before={t.before} after={t.after} />
        </div>
      ))}
    </div>
  );
}

/** What changed since the client last asked for changes, at the top of the History (decision 40). */
export function SinceAskedChanges({ since, client }: { since: SinceAsked; client: boolean }) {
  return (
    <section aria-labelledby="since-asked" className="grid gap-2 rounded-md border border-primary/50 p-3 text-sm">
      <h3 id="since-asked" className="font-semibold">
        {client ? "Changed since you asked for changes" : "Changed since the client asked for changes"}
      </h3>
      <p className="text-muted-foreground">
        Asked on <DateTime at={since.askedAt} />
        {since.reason ? ": " : "."}
        {since.reason && <span className="wrap-anywhere">“{since.reason}”</span>}
      </p>
      <Changes changes={since.changes} />
    </section>
  );
}

function what(e: HistoryEntry) {
  if (e.from === null) return "created the post";
  if (e.from === e.to) return e.version ? `edited the post (version ${e.version})` : "edited the post";
  return `${statusLabels[e.from]} → ${statusLabels[e.to]}`;
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
  return (
    <section aria-labelledby="history" className="grid min-w-0 gap-3">
      <h2 id="history" className="text-xl font-semibold">
        History
      </h2>
      {sinceAsked && <SinceAskedChanges since={sinceAsked} client={client} />}
      <ol className="grid gap-2">
        {history.map((e) => (
          <li key={e.id} className="min-w-0 rounded-md border p-3 text-sm">
            <p>
              <span className="font-semibold wrap-anywhere">{e.by}</span>: {what(e)}
              <span className="text-muted-foreground">
                {" "}
                · <DateTime at={e.at} />
              </span>
            </p>
            {e.version === 1 && <p className="text-muted-foreground">Version 1: as the client was first sent it.</p>}
            {e.note && e.from !== e.to && <p className="wrap-anywhere text-muted-foreground">{e.note}</p>}
            {e.changes && (
              <details className="mt-1">
                <summary className="cursor-pointer text-muted-foreground">
                  What changed since version {e.changes.from}
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
