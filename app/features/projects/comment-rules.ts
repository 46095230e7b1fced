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

/**
 * The answers of the comment and decision forms in the reader's language (decision 49): the server's refusals and
 * toasts, the forms' failure. The English ones are in messages/portal/en.json with every other text.
 */
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

/**
 * The comment's and the change request's problems in words, or null, in the portal's language (decision 49): the
 * browser checks with them before posting, the server's schema too.
 */
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
