import type { PortalMessages } from "~/lib/portal-texts";

/** The review link's words (issue 31 item 6), shared by its pages and its server code, in the reader's language. */
export const reviewMessages = (m: PortalMessages) => ({
  shared: (until: string) => m.calendar_review_shared({ until }),
  revoked: (n: number) => (n === 0 ? m.calendar_review_none_revoked() : m.calendar_review_revoked()),
  notForFreelancers: m.calendar_review_not_for_freelancers(),
  unknown: m.review_unknown(),
  gone: m.review_gone(),
  postNotInLink: m.calendar_review_post_not_in_link(),
  whatsAppText: m.calendar_review_whatsapp_text(),
});

/**
 * The name a decision through a review link is recorded under, in the post's history and the audit log: stored as
 * it is, so in one language (the agency's), whoever reads it later.
 */
export const viaLink = (name: string) => `${name} via review link`;
