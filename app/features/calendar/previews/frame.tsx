import type { ReactNode } from "react";
import { formatDateTime } from "~/lib/format";
import { usePortalTexts } from "~/lib/portal-texts";
import { cn } from "~/lib/utils";
import { captionProblems } from "../platforms";
import { MediaFrame } from "./media";
import { RichText } from "./rich-text";
import { fullText } from "./text";
import type { PreviewPost } from "./types";

/**
 * What every preview shares: a figure captioned with its platform (so a list of previews reads "Instagram
 * preview", "X (Twitter) preview"), the account as the platform heads a post (an initial, not a picture, so
 * nothing is loaded from elsewhere), and what keeps the caption from going out, announced when it changes.
 */
export function PreviewFrame({
  post,
  children,
  className,
}: {
  post: PreviewPost;
  children: ReactNode;
  className?: string;
}) {
  const texts = usePortalTexts();
  const problems = captionProblems(texts, post.platform, post.caption, post.hashtags);
  return (
    <figure className="flex w-full max-w-sm flex-col gap-2">
      <figcaption className="text-xs font-medium text-muted-foreground">
        {texts.m.preview_caption({ platform: post.platform })}
      </figcaption>
      <div className={cn("overflow-hidden rounded-lg border border-border bg-card text-card-foreground", className)}>
        {children}
      </div>
      <div role="status" className="text-sm text-danger-text">
        {problems.map((problem) => (
          <p key={problem}>{problem}</p>
        ))}
      </div>
    </figure>
  );
}

/** The account line: the business's initial in a circle, its name, and when the post goes out (Sri Lanka time). */
export function AccountLine({ post, className }: { post: PreviewPost; className?: string }) {
  const { locale } = usePortalTexts();
  const initial = Array.from(post.businessName.trim())[0]?.toUpperCase() ?? "?";
  return (
    <div className={cn("flex items-center gap-2 p-3", className)}>
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
      >
        {initial}
      </span>
      <div className="min-w-0 text-sm leading-tight">
        <p className="truncate font-semibold">{post.businessName}</p>
        <p className="text-xs text-muted-foreground">{formatDateTime(post.scheduledAt, locale)}</p>
      </div>
    </div>
  );
}

/** The first comment, where the post has one, under the caption as the platform threads it. */
export function FirstComment({ post }: { post: PreviewPost }) {
  const { m } = usePortalTexts();
  if (!post.firstComment?.trim()) return null;
  return (
    <div className="border-t border-border px-3 py-2 text-sm">
      <p className="text-xs text-muted-foreground">{m.calendar_post_first_comment()}</p>
      <p className="whitespace-pre-wrap break-words">
        <span className="font-semibold">{post.businessName}</span> {post.firstComment}
      </p>
    </div>
  );
}

/** The account, the whole text (hashtags on a line after it) and the first picture wide: X and Facebook fold nothing. */
export function UnfoldedBody({ post }: { post: PreviewPost }) {
  return (
    <>
      <AccountLine post={post} />
      <p className="whitespace-pre-wrap break-words px-3 pb-3 text-sm">
        <RichText text={fullText(post.caption, post.hashtags)} />
      </p>
      {post.media.length > 0 ? <MediaFrame item={post.media[0]} shape="wide" count={post.media.length} /> : null}
    </>
  );
}
