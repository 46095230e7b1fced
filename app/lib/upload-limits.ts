/**
 * How much an upload may be, in one place for the HTTP layer (server/app.ts), the upload reader and the forms'
 * texts (decision 26). Zod-free and free of server code, so the browser may read the same numbers.
 */
import type { PortalMessages } from "./portal-texts";

export const MB = 1024 * 1024;

/** One screenshot or comment image. */
export const MAX_IMAGE_BYTES = 5 * MB;
/** Screenshots on one progress update. */
export const MAX_IMAGES = 10;

/**
 * Room for a form's text beside its files: a comment or an update's notes are at most 5,000 characters (up to
 * 20 KB in UTF-8), the ids, the intent and the multipart framing of each part a few hundred bytes more.
 */
export const FORM_TEXT_BYTES = 64 * 1024;

/** A comment keeps its text and one image: the body may be no more. */
export const COMMENT_BODY_BYTES = MAX_IMAGE_BYTES + FORM_TEXT_BYTES;
/** A progress update keeps its notes and up to ten screenshots. */
export const UPDATE_BODY_BYTES = MAX_IMAGES * MAX_IMAGE_BYTES + FORM_TEXT_BYTES;
/** A post's picture (JPEG, PNG or WebP) on the content calendar: platforms take larger ones than a screenshot. */
export const POST_IMAGE_BYTES = 10 * MB;
/** A post's one MP4 video. */
export const POST_VIDEO_BYTES = 100 * MB;
/** Pictures on one platform's variant of a post (Instagram's carousel takes ten). */
export const POST_IMAGES = 10;
/** A post's media are added one file (with its alt text) at a time: the body may be the largest file and its text. */
export const POST_MEDIA_BODY_BYTES = POST_VIDEO_BYTES + FORM_TEXT_BYTES;
/** Any other body (every other form, JSON, and a body on the upload routes that is not multipart). */
export const DEFAULT_BODY_BYTES = 1 * MB;

/** What one client's content calendar may store in a calendar month (Sri Lanka time): a month of posts with videos. */
export const CALENDAR_UPLOAD_BYTES_PER_MONTH = 5 * 1024 * MB;

/** What one project may store in a calendar month (Sri Lanka time): twenty full progress updates. */
export const PROJECT_UPLOAD_BYTES_PER_MONTH = 1024 * MB;

/**
 * What the limits say, in the reader's language (`m`, the portal's messages): a body past its route's limit (the
 * browser's forms keep it back unsent; the server cuts it with a plain-text 413), and a project's monthly cap, whose
 * `resetsOn` is the first day of next month, written as the reader's language writes a date.
 */
export const uploadTexts = (m: PortalMessages) => ({
  tooLarge: m.upload_too_large(),
  commentTooLarge: m.upload_comment_too_large(),
  updateTooLarge: m.upload_update_too_large(),
  mediaTooLarge: m.calendar_post_file_too_large(),
  projectCapReached: (resetsOn: string) => m.upload_project_cap_reached({ date: resetsOn }),
});
