import { usePortalTexts } from "~/lib/portal-texts";
import { cn } from "~/lib/utils";
import { FoldedText } from "./folded-text";
import { AccountLine, PreviewFrame } from "./frame";
import { MediaFrame } from "./media";
import { FOLD_AT, fullText } from "./text";
import type { PreviewPost } from "./types";

/**
 * TikTok: the video fills a vertical 9:16 frame and the account and caption sit over its foot, on a dark band so
 * the text stays readable whatever the picture.
 */
export function TikTokPreview({ post }: { post: PreviewPost }) {
  const { m } = usePortalTexts();
  const video = post.media.find((m) => m.kind === "video") ?? post.media[0];
  return (
    <PreviewFrame post={post} className="relative mx-auto w-full max-w-64">
      <MediaFrame item={video} shape="vertical" count={post.media.length} />
      {/* Above a video's own controls, which sit at its foot. */}
      <div
        className={cn(
          "absolute inset-x-0 overflow-y-auto bg-background/85 p-3 text-sm whitespace-pre-wrap break-words",
          // An opened long caption scrolls inside the frame rather than being cut off at its top.
          video?.kind === "video" ? "bottom-12 max-h-[calc(100%-3rem)]" : "bottom-0 max-h-full",
        )}
      >
        <AccountLine post={post} className="p-0 pb-2" />
        <FoldedText
          text={fullText(post.caption, post.hashtags)}
          limit={FOLD_AT.TikTok}
          more={m.preview_more()}
          less={m.preview_less()}
        />
      </div>
    </PreviewFrame>
  );
}
