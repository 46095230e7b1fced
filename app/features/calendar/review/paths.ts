/** A review link's page (routes/review.tsx): the token is the whole secret, so the path is the link. */
export const reviewPath = (token: string) => `/review/${token}`;
