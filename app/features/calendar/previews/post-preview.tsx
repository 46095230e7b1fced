import type { Platform } from "../platforms";
import { FacebookPreview } from "./facebook-preview";
import { InstagramPreview } from "./instagram-preview";
import { LinkedInPreview } from "./linkedin-preview";
import { TikTokPreview } from "./tiktok-preview";
import type { PreviewPost } from "./types";
import { XPreview } from "./x-preview";

const PREVIEWS: Record<Platform, (props: { post: PreviewPost }) => React.JSX.Element> = {
  Instagram: InstagramPreview,
  "X (Twitter)": XPreview,
  LinkedIn: LinkedInPreview,
  Facebook: FacebookPreview,
  TikTok: TikTokPreview,
};

/** One post's variant as its platform shows it: the post page and the review link render one per platform. */
export function PostPreview({ post }: { post: PreviewPost }) {
  const Preview = PREVIEWS[post.platform];
  return <Preview post={post} />;
}
