import { formatNumber } from "~/lib/format";
import type { PortalMessages } from "~/lib/portal-texts";
import { POST_IMAGES } from "~/lib/upload-limits";
import type { PreviewMedia } from "../previews/types";

/** Most characters of a picture's or video's description: what X takes, above Instagram's and LinkedIn's. */
export const ALT_MAX = 1_000;

/** The media form's file field. */
export const MEDIA_FIELD = "file";

/**
 * A post's media words, shared by the post page and the server so each exists once (decision 41), in the reader's
 * language.
 */
export const mediaMessages = (m: PortalMessages) => ({
  notMedia: m.calendar_media_not_media(),
  tooLarge: m.calendar_post_file_too_large(),
  oneFile: m.calendar_media_one_file(),
  noFile: m.calendar_media_no_file(),
  altRequired: m.calendar_media_alt_required(),
  altTooLong: m.calendar_media_alt_too_long({ max: formatNumber(ALT_MAX) }),
  tooManyImages: m.calendar_media_too_many_images({ count: POST_IMAGES }),
  mixed: m.calendar_media_mixed(),
  oneVideo: m.calendar_media_one_video(),
  notOnPost: m.calendar_media_not_on_post(),
  notFound: m.calendar_media_not_found(),
  unavailable: m.calendar_media_unavailable(),
  unknownForm: m.calendar_unknown_form(),
  chooseDirection: m.calendar_media_choose_direction(),
  added: (kind: "image" | "video") =>
    kind === "image" ? m.calendar_media_picture_added() : m.calendar_media_video_added(),
  removed: m.calendar_media_removed(),
  moved: m.calendar_media_order_saved(),
  altSaved: m.calendar_media_alt_saved(),
  /** The calendar's uploads this month reached the cap; `resetsOn` is the first day of next month, formatted. */
  capReached: (resetsOn: string) => m.calendar_media_cap_reached({ date: resetsOn }),
});

export type MediaMessages = ReturnType<typeof mediaMessages>;

/** The post page's address for a post's media forms, and the address a stored file is served at. */
export const postMediaPath = (postId: string) => `/dashboard/calendar/posts/${postId}/media`;
export const mediaFilePath = (mediaId: string) => `/dashboard/calendar/media/${mediaId}`;

/** One of a post's media as its pages show it: served from its own address, never by its storage key. */
export type MediaItem = PreviewMedia & {
  id: string;
  postId: string;
  platform: string;
  width: number | null;
  height: number | null;
};

/** A variant's items, in order: what `PreviewPost.media` takes. */
export const mediaOfVariant = (items: MediaItem[], postId: string, platform: string) =>
  items.filter((m) => m.postId === postId && m.platform === platform);
