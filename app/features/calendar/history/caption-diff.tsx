import { diffWords } from "diff";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";

export type CaptionChange = { kind: "same" | "added" | "removed"; text: string };

/** Two captions compared word by word (jsdiff's `diffWords`): the runs kept, added and removed, in reading order. */
export function captionChanges(before: string, after: string): CaptionChange[] {
  return diffWords(before, after).map((part) => ({
    kind: part.added ? "added" : part.removed ? "removed" : "same",
    text: part.value,
  }));
}

const wordCount = (changes: CaptionChange[], kind: CaptionChange["kind"]) =>
  changes.filter((c) => c.kind === kind).reduce((n, c) => n + (c.text.match(/\S+/gu)?.length ?? 0), 0);

/** "2 words added, 1 word removed.", or "No change to the caption.", in the portal's language. */
export function changeSummary(changes: CaptionChange[], m: PortalMessages) {
  const added = wordCount(changes, "added");
  const removed = wordCount(changes, "removed");
  if (added === 0 && removed === 0) return m.calendar_post_no_caption_change();
  if (added && removed) return m.calendar_post_words_both({ added, removed });
  return added ? m.calendar_post_words_added({ count: added }) : m.calendar_post_words_removed({ count: removed });
}

/**
 * What changed in a caption between two versions, as the post's History shows it: removed words struck through in
 * the destructive colour, added ones underlined in the success colour, each also marked for a screen reader, which
 * reads neither colour nor (in most) `<del>` and `<ins>` themselves.
 */
export function CaptionDiff({ before, after }: { before: string; after: string }) {
  const { m } = usePortalTexts();
  const changes = captionChanges(before, after);
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="text-xs text-muted-foreground">{changeSummary(changes, m)}</p>
      <p className="whitespace-pre-wrap break-words">
        {changes.map((change, i) => {
          // The runs are the diff's, in order, and never reordered: their place is their key.
          const key = i;
          if (change.kind === "same") return <span key={key}>{change.text}</span>;
          if (change.kind === "added")
            return (
              <ins key={key} className="rounded-sm bg-success/25 px-0.5 text-success-text underline decoration-2">
                <span className="sr-only">{`${m.calendar_post_added_mark()} `}</span>
                {change.text}
                <span className="sr-only">{` ${m.calendar_post_added_end()}`}</span>
              </ins>
            );
          return (
            <del key={key} className="rounded-sm bg-destructive/25 px-0.5 text-danger-text line-through decoration-2">
              <span className="sr-only">{`${m.calendar_post_removed_mark()} `}</span>
              {change.text}
              <span className="sr-only">{` ${m.calendar_post_removed_end()}`}</span>
            </del>
          );
        })}
      </p>
    </div>
  );
}
