/** A review link's page (routes/review.tsx): the token is the whole secret, so the path is the link. */
export const reviewPath = (token: string) => `/review/${token}`;
/** A file of a post on the review page, served to the link's holder (routes/review-media.ts). */
export const reviewMediaPath = (token: string, mediaId: string) => `/review/${token}/media/${mediaId}`;
/** The review page's live updates (routes/review-events.ts): server-sent events while the link is open. */
export const reviewEventsPath = (token: string) => `/review/${token}/events`;
