/** The review link's words (issue 31 item 6), shared by its pages and its server code so each exists once. */
export const reviewMessages = {
  shareButton: "Share for review",
  revokeButton: "Revoke link",
  shared: (until: string) => `Review link ready. It works until ${until}.`,
  revoked: (n: number) =>
    n === 0
      ? "There was no valid review link for this month."
      : "Review links for this month revoked. They no longer open.",
  notForFreelancers: "Only the client and the agency share a month for review.",
  unknown: "This review link does not exist. Check that the whole address was copied, or ask for a new link.",
  gone: "This review link has expired or was revoked. Ask the agency or the account's owner for a new link.",
  postNotInLink: "That post is not one of this review link's posts.",
  whatsAppText: "Please review our posts for the month:",
  viaLink: (name: string) => `${name} via review link`,
} as const;
