import { useEffect } from "react";
import { useLocation } from "react-router";
import { DateTime } from "~/components/date-time";
import { usePortalTexts } from "~/lib/portal-texts";
import type { CommentView, DecisionView } from "../thread-view";
import { UpdateComments } from "./update-comments";
import { UpdateDecision } from "./update-decision";

/** A project's update with its comments and the client's decision (`listUpdateThreads`). */
export type UpdateView = {
  id: string;
  progress: number;
  /** The figure this update took the project back from, when it lowered it. */
  loweredFrom: number | null;
  notes: string;
  screenshots: string[];
  createdAt: string | Date;
  /** Who posted it (`personName`), or what stands in for them where the reader knows. */
  authorName: string;
  comments: CommentView[];
  decision: DecisionView | null;
  /** The viewer is the project's client. */
  canDecide: boolean;
};

/**
 * Updates in the order given: notes, progress, screenshots (each opens in a new tab), the decision and the
 * comments. A link to `#update-<id>` (a notification's) scrolls to its update and gives it the focus.
 */
export function UpdateList({ updates }: { updates: UpdateView[] }) {
  const { m, locale } = usePortalTexts();
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash.startsWith("#update-")) return;
    const target = document.getElementById(hash.slice(1));
    target?.scrollIntoView({ block: "start" });
    target?.focus({ preventScroll: true });
  }, [hash]);
  if (updates.length === 0) {
    return <p className="mt-1 text-sm text-muted-foreground">{m.project_no_updates()}</p>;
  }
  return (
    <ol className="mt-2 grid gap-2">
      {updates.map((u) => (
        <li key={u.id} id={`update-${u.id}`} tabIndex={-1} className="scroll-mt-20 rounded-md bg-muted p-3 text-sm">
          <p className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
            <span className="min-w-0 wrap-anywhere">
              <DateTime at={u.createdAt} locale={locale} /> · {u.authorName}
            </span>
            <span>
              {u.progress}%
              {u.loweredFrom !== null && (
                <span className="text-warning-text"> {m.project_lowered_from({ from: u.loweredFrom })}</span>
              )}
            </span>
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words">{u.notes}</p>
          {u.screenshots.length > 0 && <Screenshots keys={u.screenshots} />}
          <UpdateDecision updateId={u.id} decision={u.decision} canDecide={u.canDecide} />
          <UpdateComments updateId={u.id} comments={u.comments} />
        </li>
      ))}
    </ol>
  );
}

function Screenshots({ keys }: { keys: string[] }) {
  const { m } = usePortalTexts();
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label={m.project_screenshots()}>
      {keys.map((key, i) => (
        <li key={key}>
          <a href={`/dashboard/screenshots/${key}`} target="_blank" rel="noopener noreferrer">
            <img
              src={`/dashboard/screenshots/${key}`}
              alt={m.project_screenshot_alt({ number: i + 1 })}
              className="size-20 rounded-md object-cover"
              loading="lazy"
              // docs/product.md: an image that fails to load is hidden.
              onError={(e) => {
                e.currentTarget.closest("li")?.setAttribute("hidden", "");
              }}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
