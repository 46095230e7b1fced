import { ArrowDownIcon, ArrowUpIcon, MinusIcon } from "lucide-react";
import { formatDecimal } from "~/lib/format";
import { usePortalTexts } from "~/lib/portal-texts";

/**
 * A move in places, never by colour alone: an arrow and the number for the eye, the same in words for a screen
 * reader ("up 3 places"). Positive is up (a smaller position).
 */
export function KeywordChange({ change }: { change: number | null }) {
  const { m } = usePortalTexts();
  if (change === null) return <span className="text-muted-foreground">{m.keywords_no_earlier()}</span>;
  if (change === 0)
    return (
      <span className="inline-flex items-center gap-1">
        <MinusIcon className="size-4" aria-hidden="true" /> {m.keywords_no_change()}
      </span>
    );
  const up = change > 0;
  const places = formatDecimal(Math.abs(change));
  const Arrow = up ? ArrowUpIcon : ArrowDownIcon;
  // The number as the eye reads it (one decimal at most); its plural rule reads the same figure.
  const count = places;
  return (
    <span className={`inline-flex items-center gap-1 ${up ? "text-success-text" : "text-danger-text"}`}>
      <Arrow className="size-4" aria-hidden="true" />
      <span aria-hidden="true">{places}</span>
      <span className="sr-only">{up ? m.keywords_up({ count }) : m.keywords_down({ count })}</span>
    </span>
  );
}
