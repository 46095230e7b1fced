import { projectPage } from "~/lib/portal-areas";

/**
 * Comments and decisions on progress updates (docs/product.md, Comments and approvals): their limits and texts.
 * Zod-free, so the page and the server's schema (`comments-schema.server.ts`) read the same numbers and words.
 */
export const COMMENT_MAX = 5000;
export const REASON_MAX = 2000;
/** How long the author may edit or delete a comment after posting it. */
export const EDIT_WINDOW_MS = 15 * 60 * 1000;

export const commentMessages = {
  commentRequired: "Write a comment first",
  commentTooLong: `A comment can be at most ${COMMENT_MAX.toLocaleString("en-US")} characters`,
  reasonRequired: "Say what should change",
  reasonTooLong: `The reason can be at most ${REASON_MAX.toLocaleString("en-US")} characters`,
  updateNotFound: "Update not found",
  commentNotFound: "Comment not found",
  notYours: "You can only edit or delete your own comments",
  editWindowOver: "A comment can be edited or deleted only within 15 minutes of posting it",
  clientOnly: "Only the project's client can approve an update or request changes",
  onlyImages: "Only image files are allowed",
  imageTooLarge: "The image must be at most 5 MB",
  oneImage: "A comment can carry one image",
  imageUnavailable: "Your image could not be saved just now. Nothing was posted: please try again.",
  unknownForm: "Unknown form",
  commentAdded: "Comment added",
  commentEdited: "Comment updated",
  commentDeleted: "Comment deleted",
  approved: "Update approved",
  changesRequested: "Changes requested",
} as const;

/** A textarea sends CRLF line breaks: one character each, as the browser's counter counts them. */
export const normaliseText = (text: string) => text.replace(/\r\n?/g, "\n").trim();

/** The comment's problem in words, or null; the browser checks with it before posting, the server's schema too. */
export function commentProblem(text: string) {
  const body = normaliseText(text);
  if (body.length === 0) return commentMessages.commentRequired;
  if (body.length > COMMENT_MAX) return commentMessages.commentTooLong;
  return null;
}

/** The change request's reason's problem in words, or null. */
export function reasonProblem(text: string) {
  const reason = normaliseText(text);
  if (reason.length === 0) return commentMessages.reasonRequired;
  if (reason.length > REASON_MAX) return commentMessages.reasonTooLong;
  return null;
}

/** Whether a comment posted at `createdAt` may still be edited or deleted at `now`. */
export const withinEditWindow = (createdAt: Date, now: Date) => now.getTime() - createdAt.getTime() <= EDIT_WINDOW_MS;

/** Where a notification about an update leads: its project's page, scrolled to the update (`#update-<id>`). */
export const updateOnItsPage = (projectId: string, updateId: string) =>
  `${projectPage(encodeURIComponent(projectId))}#update-${encodeURIComponent(updateId)}`;

/**
 * The update opened within its role's projects area (`?update=<id>`), as the pages' no-JavaScript forms post back
 * to it (`open-in-place.tsx`) and links from before the project pages existed still lead.
 */
export const updateLink = (updateId: string) => {
  const id = encodeURIComponent(updateId);
  return `/dashboard?tab=projects&update=${id}#update-${id}`;
};
