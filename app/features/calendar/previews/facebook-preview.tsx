import { FirstComment, PreviewFrame, UnfoldedBody } from "./frame";
import { firstLink } from "./text";
import type { PreviewPost } from "./types";

/**
 * Facebook: the text, then the first picture; a post without pictures shows, as Facebook does, a card for the first
 * address in its text: the site's domain and the address. The page itself is never fetched (no title or picture).
 */
export function FacebookPreview({ post }: { post: PreviewPost }) {
  const link = post.media.length === 0 ? firstLink(post.caption) : null;
  return (
    <PreviewFrame post={post}>
      <UnfoldedBody post={post} />
      {link ? <LinkCard url={link.url} domain={link.domain} /> : null}
      <FirstComment post={post} />
    </PreviewFrame>
  );
}

/** The link card: the domain in capitals, as Facebook writes it, over the address; it opens the page apart. */
export function LinkCard({ url, domain }: { url: string; domain: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="block border-t border-border bg-muted px-3 py-2 hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="block text-xs tracking-wide text-muted-foreground uppercase">{domain}</span>
      <span className="block truncate text-sm font-medium">{url}</span>
    </a>
  );
}
