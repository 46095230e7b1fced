import { useId, useState } from "react";
import { RichText } from "./rich-text";
import { foldText } from "./text";

type FoldProps = { text: string; limit: number; more: string; less: string };

/**
 * A caption folded after about `limit` characters, as the platform folds it. The toggle is a button (Enter and
 * Space work as on any button) that says whether the rest is shown; the rest stays in the page, hidden while folded.
 */
export function FoldedText(props: FoldProps) {
  const [open, setOpen] = useState(false);
  return <FoldedTextView {...props} open={open} onToggle={() => setOpen((was) => !was)} />;
}

/** The fold in either state: the markup alone, so both states are tested without a browser. */
export function FoldedTextView({ text, limit, more, less, open, onToggle }: FoldProps & FoldState) {
  const restId = useId();
  const { shown, rest } = foldText(text, limit);
  if (!rest) return <RichText text={text} />;
  return (
    <>
      <RichText text={open ? shown : shown.trimEnd()} />
      {open ? null : <span aria-hidden="true">… </span>}
      <span id={restId} hidden={!open}>
        <RichText text={rest} />
      </span>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={restId}
        onClick={onToggle}
        className="rounded-sm text-muted-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        {open ? ` ${less}` : more}
      </button>
    </>
  );
}

type FoldState = { open: boolean; onToggle: () => void };
