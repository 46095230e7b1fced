import type { Db } from "~/lib/db.server";
import { mediaOfPosts } from "./media-access.server";
import { type MediaItem, mediaFilePath } from "./media-rules";

/**
 * The media of the given posts, each variant's in its order, as the post page and the review link show them (pass a
 * variant's items to `PostPreview` as `media`).
 */
export async function postMediaItems(db: Db, postIds: string[]): Promise<MediaItem[]> {
  const rows = await mediaOfPosts(db, postIds);
  return rows.map((r) => ({
    id: r.id,
    postId: r.postId,
    platform: r.platform,
    kind: r.kind,
    alt: r.alt,
    url: mediaFilePath(r.id),
    width: r.width,
    height: r.height,
  }));
}
