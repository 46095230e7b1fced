import { usePortalTexts } from "~/lib/portal-texts";
import { FoldedText } from "./folded-text";
import { AccountLine, FirstComment, PreviewFrame } from "./frame";
import { MediaFrame } from "./media";
import { FOLD_AT, fullText } from "./text";
import type { PreviewPost } from "./types";

/**
 * Instagram: the first picture cropped square (a video when the post has no picture), then the caption with the
 * account's name before it, folded behind "more" after about 125 characters, hashtags coloured like links.
 */
export function InstagramPreview({ post }: { post: PreviewPost }) {
  const { m } = usePortalTexts();
  const cover = post.media.find((m) => m.kind === "image") ?? post.media[0];
  return (
    <PreviewFrame post={post}>
      <AccountLine post={post} />
      <MediaFrame item={cover} shape="square" count={post.media.length} />
      <div className="whitespace-pre-wrap break-words p-3 text-sm">
        <span className="font-semibold">{post.businessName}</span>{" "}
        <FoldedText
          text={fullText(post.caption, post.hashtags)}
          limit={FOLD_AT.Instagram}
          more={m.preview_more()}
          less={m.preview_less()}
        />
      </div>
      <FirstComment post={post} />
    </PreviewFrame>
  );
}
