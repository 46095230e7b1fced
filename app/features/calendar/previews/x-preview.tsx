import { usePortalTexts } from "~/lib/portal-texts";
import { cn } from "~/lib/utils";
import { characterCount, PLATFORM_RULES } from "../platforms";
import { PreviewFrame, UnfoldedBody } from "./frame";
import type { PreviewPost } from "./types";

/**
 * X: the whole text (X does not fold a post this short), the first picture wide, and the count against X's limit
 * ("281/280"), marked in the destructive colour when over; the frame says why in words.
 */
export function XPreview({ post }: { post: PreviewPost }) {
  const { m } = usePortalTexts();
  const limit = PLATFORM_RULES["X (Twitter)"].captionLimit;
  const count = characterCount(post.caption);
  const over = count > limit;
  return (
    <PreviewFrame post={post}>
      <UnfoldedBody post={post} />
      <p className="flex justify-end px-3 py-2 text-xs">
        <span
          className={cn(
            "rounded px-1.5 py-0.5 tabular-nums",
            over ? "bg-destructive font-semibold text-destructive-foreground" : "text-muted-foreground",
          )}
        >
          <span className="sr-only">{`${over ? m.preview_over_limit() : m.preview_characters()} `}</span>
          {count}/{limit}
        </span>
      </p>
    </PreviewFrame>
  );
}
