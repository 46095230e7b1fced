import { POST_IMAGES, uploadMessages } from "~/lib/upload-limits";
import type { PreviewMedia } from "../previews/types";

/** Most characters of a picture's or video's description: what X takes, above Instagram's and LinkedIn's. */
export const ALT_MAX = 1_000;

/** The media form's file field. */
export const MEDIA_FIELD = "file";

/** A post's media words, shared by the post page and the server so each exists once (decision 41). */
export const mediaMessages = {
  notMedia: "Only JPEG, PNG or WebP pictures and MP4 videos can be added. This file is none of them.",
  tooLarge: uploadMessages.mediaTooLarge,
  oneFile: "Add one file at a time, each with its alt text.",
  noFile: "Choose a picture or a video to add.",
  altRequired: "Give the alt text: say what the picture or video shows, for people who cannot see it.",
  altTooLong: `Alt text may hold at most ${ALT_MAX.toLocaleString("en-US")} characters.`,
  tooManyImages: `A platform's post takes at most ${POST_IMAGES} pictures.`,
  mixed: "A platform's post takes pictures or one video, never both.",
  oneVideo: "A platform's post takes one video: remove it to add another.",
  notOnPost: "This post is not written for that platform.",
  notFound: "Picture or video not found",
  unavailable: "The file cannot be stored right now. Nothing was saved: please try again in a moment.",
  unknownForm: "Unknown form",
  added: (kind: "image" | "video") => (kind === "image" ? "Picture added." : "Video added."),
  removed: "Removed.",
  moved: "Order saved.",
  altSaved: "Alt text saved.",
} as const;

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
