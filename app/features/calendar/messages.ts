import type { PortalMessages } from "~/lib/portal-texts";

/**
 * The calendar's answers to a write, in the reader's language (the English is the spec's): the server's refusals
 * and toasts, and the pages' words that say the same.
 */
export const calendarMessages = (m: PortalMessages) => ({
  postNotFound: m.calendar_answer_post_not_found(),
  clientNotFound: m.calendar_answer_client_not_found(),
  stale: m.calendar_answer_stale(),
  notEditable: m.calendar_answer_not_editable(),
  notWriter: m.calendar_answer_not_writer(),
  writerNotAssigned: m.calendar_answer_writer_not_assigned(),
  platformNotChosen: (platform: string) => m.calendar_answer_platform_not_chosen({ platform }),
  noPlatform: m.calendar_answer_no_platform(),
  staleForm: m.calendar_answer_stale_form(),
  badDate: m.calendar_answer_bad_date(),
  created: m.calendar_answer_created(),
  saved: m.calendar_answer_saved(),
  moved: (status: string) => m.calendar_answer_moved({ status }),
  approvedAll: (count: number) => m.calendar_answer_approved_all({ count }),
  noneAwaiting: m.calendar_answer_none_awaiting(),
  clientOnly: m.calendar_answer_client_only(),
  unknownForm: m.calendar_unknown_form(),
});

export type CalendarMessages = ReturnType<typeof calendarMessages>;

/** What an admin is told on a post before sending it to the client, when it goes past what the plan pays for. */
export const sendWarnings = (m: PortalMessages) => ({
  overQuota: (over: number, promised: number) => m.calendar_post_over_quota({ count: over, promised }),
  unpaidPlatform: (platform: string) => m.calendar_post_unpaid_platform({ platform }),
});

/** The words of a post's comments (the rules themselves are the projects' comments', decision 40), in the reader's language. */
export const postCommentMessages = (m: PortalMessages) => ({
  writerOnly: m.calendar_comment_writer_only(),
  internalAgencyOnly: m.calendar_comment_internal_agency_only(),
  chooseVisibility: m.calendar_comment_choose_visibility(),
  commentAdded: m.calendar_comment_added(),
  commentEdited: m.calendar_comment_edited(),
  commentDeleted: m.calendar_comment_deleted(),
  commentNotFound: m.calendar_comment_not_found(),
  notYours: m.calendar_comment_not_yours(),
  editWindowOver: m.calendar_comment_edit_window_over(),
});

/** The answers about a client's calendar address (its feed, decision 36), in the reader's language. */
export const feedMessages = (m: PortalMessages) => ({
  ready: m.calendar_feed_ready(),
  revoked: m.calendar_feed_revoked(),
  notForFreelancers: m.calendar_feed_not_for_freelancers(),
});
