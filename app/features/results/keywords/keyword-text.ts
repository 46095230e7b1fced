import type { PortalMessages } from "~/lib/portal-texts";

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

/**
 * The answers of keyword tracking's forms, in the language of the person who posted (decision 49): the action
 * builds them from the portal's messages and hands them to the schema and the functions.
 */
export const keywordTexts = (m: PortalMessages) => ({
  required: m.keywords_required(),
  tooLong: m.keywords_too_long({ max: KEYWORD_MAX }),
  noKeyword: m.keywords_no_keyword(),
  noSeoPlan: m.keywords_no_seo_plan(),
  added: m.keywords_added(),
  removed: m.keywords_removed(),
  /** Over the plan's count: which plan, and how many it tracks. */
  overLimit: (plan: string, limit: number) => m.keywords_over_limit({ plan, limit }),
  /** A keyword tracked already for this client (compared as normalised). */
  duplicate: (text: string) => m.keywords_duplicate({ text }),
});
export type KeywordTexts = ReturnType<typeof keywordTexts>;
