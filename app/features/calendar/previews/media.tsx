import { usePortalTexts } from "~/lib/portal-texts";
import { cn } from "~/lib/utils";
import type { PreviewMedia } from "./types";

const SHAPES = { square: "aspect-square", wide: "aspect-video", vertical: "aspect-[9/16]" } as const;
export type MediaShape = keyof typeof SHAPES;

/**
 * One picture or video cropped to the platform's frame, from the post's own storage (never another site). Without
 * media the frame says so, so an empty post does not look like a broken image.
 */
export function MediaFrame({ item, shape, count = 1 }: { item?: PreviewMedia; shape: MediaShape; count?: number }) {
  const { m } = usePortalTexts();
  return (
    <div className={cn("relative w-full overflow-hidden bg-muted", SHAPES[shape])}>
      {!item ? (
        <p className="flex h-full items-center justify-center p-4 text-sm text-muted-foreground">
          {m.preview_no_media()}
        </p>
      ) : item.kind === "image" ? (
        <img src={item.url} alt={item.alt} className="h-full w-full object-cover" loading="lazy" />
      ) : (
        <video
          src={item.url}
          aria-label={item.alt}
          className="h-full w-full object-cover"
          controls
          muted
          playsInline
          preload="metadata"
        />
      )}
      {count > 1 ? (
        <p className="absolute top-2 right-2 rounded-full bg-background/80 px-2 py-0.5 text-xs text-foreground">
          {m.preview_media_count({ count })}
        </p>
      ) : null}
    </div>
  );
}
