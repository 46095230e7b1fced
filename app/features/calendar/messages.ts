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
  badDate: "Give the date and time in Sri Lanka time, such as 2026-11-05T09:30.",
  created: "Post created",
  saved: "Post saved",
  moved: (status: string) => `Post moved to ${status}.`,
  approvedAll: (n: number) => (n === 1 ? "1 post approved." : `${n} posts approved.`),
  noneAwaiting: "No posts in this month are awaiting your approval.",
  clientOnly: "Only the client may approve their posts.",
} as const;

/** The quota meter's lines: "18 of 30 posts this month", "2 of 4 platforms". */
export const quotaText = {
  posts: (used: number, promised: number) => `${used} of ${promised} posts this month`,
  platforms: (used: number, allowed: number) => `${used} of ${allowed} platforms`,
  over: (over: number) => `${over} over the plan's posts this month`,
} as const;
