import { usePortalTexts } from "~/lib/portal-texts";
import { FoldedText } from "./folded-text";
import { AccountLine, FirstComment, PreviewFrame } from "./frame";
import { MediaFrame } from "./media";
import { FOLD_AT, fullText } from "./text";
import type { PreviewPost } from "./types";

/** LinkedIn: the text first, folded behind "see more" after about 210 characters, then the first picture, wide. */
export function LinkedInPreview({ post }: { post: PreviewPost }) {
  const { m } = usePortalTexts();
  return (
    <PreviewFrame post={post}>
      <AccountLine post={post} />
      <div className="whitespace-pre-wrap break-words px-3 pb-3 text-sm">
        <FoldedText
          text={fullText(post.caption, post.hashtags)}
          limit={FOLD_AT.LinkedIn}
          more={m.preview_see_more()}
          less={m.preview_see_less()}
        />
      </div>
      {post.media.length > 0 ? <MediaFrame item={post.media[0]} shape="wide" count={post.media.length} /> : null}
      <FirstComment post={post} />
    </PreviewFrame>
  );
}
