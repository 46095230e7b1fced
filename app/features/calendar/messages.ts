import type { PortalMessages } from "~/lib/portal-texts";

/** The calendar's words, shared by its pages and its server code so each exists once. */
export const calendarMessages = {
  postNotFound: "Post not found",
  clientNotFound: "Client not found",
  pickClient: "Choose a client to see their calendar.",
  stale: "This post was changed by someone else meanwhile. Reload the page to see it as it is now.",
  notEditable: "This post is with the client or past them; it can no longer be edited.",
  notWriter: "Only an admin or the client's writer may write posts.",
  writerNotAssigned: "That writer does not work for this client. Choose one of the client's writers.",
  platformNotChosen: (platform: string) => `${platform} is not one of this client's platforms.`,
  noPlatform: "Write the post for at least one platform.",
  staleForm: "The form is out of date. Reload the page.",
  badDate: "Give the date and time in Sri Lanka time, such as 2026-11-05T09:30.",
  created: "Post created",
  saved: "Post saved",
  moved: (status: string) => `Post moved to ${status}.`,
  approvedAll: (n: number) => (n === 1 ? "1 post approved." : `${n} posts approved.`),
  noneAwaiting: "No posts in this month are awaiting your approval.",
  clientOnly: "Only the client may approve their posts.",
} as const;

/** What an admin is told on a post before sending it to the client, when it goes past what the plan pays for. */
export const sendWarnings = (m: PortalMessages) => ({
  overQuota: (over: number, promised: number) => m.calendar_post_over_quota({ count: over, promised }),
  unpaidPlatform: (platform: string) => m.calendar_post_unpaid_platform({ platform }),
});

/** The words of a post's comments (the rules themselves are the projects' comments', decision 40). */
export const postCommentMessages = {
  writerOnly: "Only the post's writer, an admin or the client may comment on this post.",
  internalAgencyOnly: "Internal comments are the agency's. Share your comment with the agency instead.",
  chooseVisibility: "Choose who sees the comment: internal (agency only) or shared with the client.",
} as const;
