import { formatNumber } from "~/lib/format";
import { projectPage } from "~/lib/portal-areas";
import type { PortalMessages } from "~/lib/portal-texts";

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

/** The answers above in the reader's language (decision 49): the server's refusals and toasts, the forms' failure. */
export const commentAnswers = (m: PortalMessages) => ({
  commentRequired: m.project_comment_required(),
  commentTooLong: m.project_comment_too_long({ max: formatNumber(COMMENT_MAX) }),
  reasonRequired: m.project_reason_required(),
  reasonTooLong: m.project_reason_too_long({ max: formatNumber(REASON_MAX) }),
  updateNotFound: m.project_answer_update_not_found(),
  commentNotFound: m.project_answer_comment_not_found(),
  notYours: m.project_answer_not_yours(),
  editWindowOver: m.project_answer_edit_window_over(),
  clientOnly: m.project_answer_client_only(),
  onlyImages: m.update_dialog_only_images(),
  imageTooLarge: m.project_answer_image_too_large(),
  oneImage: m.project_answer_one_image(),
  imageUnavailable: m.project_answer_image_unavailable(),
  unknownForm: m.project_answer_unknown_form(),
  commentAdded: m.project_answer_comment_added(),
  commentEdited: m.project_answer_comment_edited(),
  commentDeleted: m.project_answer_comment_deleted(),
  approved: m.project_answer_approved(),
  changesRequested: m.project_answer_changes_requested(),
});

export type CommentAnswers = ReturnType<typeof commentAnswers>;

/** A textarea sends CRLF line breaks: one character each, as the browser's counter counts them. */
export const normaliseText = (text: string) => text.replace(/\r\n?/g, "\n").trim();

/** A text's problem (empty, or longer than `max` once normalised) in the words given, or null. */
const textProblem = (max: number, required: () => string, tooLong: () => string) => (text: string) => {
  const body = normaliseText(text);
  if (body.length === 0) return required();
  if (body.length > max) return tooLong();
  return null;
};

/** The comment's problem in words, or null; the browser checks with it before posting, the server's schema too. */
export const commentProblem = textProblem(
  COMMENT_MAX,
  () => commentMessages.commentRequired,
  () => commentMessages.commentTooLong,
);

/** The change request's reason's problem in words, or null. */
export const reasonProblem = textProblem(
  REASON_MAX,
  () => commentMessages.reasonRequired,
  () => commentMessages.reasonTooLong,
);

/** The same two checks, said in the portal's language (decision 49): the update's forms and the server's schema. */
export const commentRules = (m: PortalMessages) => ({
  commentProblem: textProblem(
    COMMENT_MAX,
    () => m.project_comment_required(),
    () => m.project_comment_too_long({ max: formatNumber(COMMENT_MAX) }),
  ),
  reasonProblem: textProblem(
    REASON_MAX,
    () => m.project_reason_required(),
    () => m.project_reason_too_long({ max: formatNumber(REASON_MAX) }),
  ),
});

export type CommentRules = ReturnType<typeof commentRules>;

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
