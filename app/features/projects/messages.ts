import type { PortalMessages } from "~/lib/portal-texts";

/**
 * The portal's project answers (docs/product.md, Projects and updates) in the reader's language (decision 49), with
 * the state machine's refusals (`transitionMessages` in status.ts): the freelancer's progress updates and Connect GA,
 * an admin's project changes. The English is the product's, word for word (answers.test.ts); the server's English
 * is `projectAnswers(englishTexts.m)`.
 */
export const projectAnswers = (m: PortalMessages) => ({
  progressUpdated: m.update_dialog_progress_updated(),
  gaConnected: m.update_dialog_ga_connected_toast(),
  onlyImages: m.update_dialog_only_images(),
  notFound: m.project_answer_not_found(),
  tooManyImages: (max: number) => m.project_answer_too_many_images({ max }),
  imageTooLarge: m.project_answer_screenshot_too_large(),
  screenshotsUnavailable: m.project_answer_screenshots_unavailable(),
  notesText: m.project_answer_notes_text(),
  progressText: m.update_dialog_progress_text(),
  unknownForm: m.project_answer_unknown_form(),
  completionNeedsApproval: m.project_answer_completion_needs_approval(),
  completedAssign: m.project_answer_completed_assign(),
  needsFreelancer: m.project_answer_needs_freelancer(),
  pendingWithFreelancer: m.project_answer_pending_with_freelancer(),
  completeFromPending: m.project_answer_complete_from_pending(),
  completedProgress: m.project_answer_completed_progress(),
});

export type ProjectAnswers = ReturnType<typeof projectAnswers>;
