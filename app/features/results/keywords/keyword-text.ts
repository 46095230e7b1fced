/** The SEO plan that sets a client's keyword count: its name, and how many it tracks (null: unlimited). */
export type KeywordPlan = { plan: string; limit: number | null };

/** The longest keyword one may track, in characters (after trimming and collapsing spaces). */
export const KEYWORD_MAX = 100;

/** A keyword as typed, tidied for display: ends trimmed, runs of white space made one space; its case is kept. */
export const tidyKeyword = (text: string) => text.trim().replace(/\s+/g, " ");

/**
 * A keyword as it is matched: tidied and lower-cased. Search Console's queries are stored the same way
 * (`query:<text>`, lower-cased and trimmed), so this is also the dimension its figures are under.
 */
export const normalizeKeyword = (text: string) => tidyKeyword(text).toLowerCase();

/** The Search Console dimension a normalised keyword's figures are stored under. */
export const queryDimension = (normalized: string) => `query:${normalized}`;

/** The texts of keyword tracking, shared by the pages and the actions so each exists once. */
export const KEYWORD_MESSAGES = {
  required: "Enter a keyword to track.",
  tooLong: `A keyword is at most ${KEYWORD_MAX} characters.`,
  noKeyword: "There is no such keyword.",
  noSeoPlan: "This client has no active SEO plan, so no keywords can be tracked. Keywords come with an SEO plan.",
  added: "Keyword added.",
  removed: "Keyword removed.",
  notRanked: "Not ranked yet",
  noneTracked: "No keywords are tracked yet.",
} as const;

/** Over the plan's count: which plan, and how many it tracks. */
export const overLimitMessage = (plan: string, limit: number) =>
  `Your ${plan} plan tracks up to ${limit} keywords. Remove one to add another.`;

/** A keyword tracked already for this client (compared as normalised). */
export const duplicateMessage = (text: string) => `"${text}" is already tracked for this client.`;
