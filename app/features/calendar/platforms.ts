import { platforms } from "~/features/onboarding";
import { formatNumber } from "~/lib/format";
import type { PortalTexts } from "~/lib/portal-texts";

/** The platforms a post can be written for: the ones the wizard offers, by the same names. */
export type Platform = (typeof platforms)[number];
export const PLATFORMS: readonly Platform[] = platforms;

export type PlatformRules = {
  /** The most characters a caption may hold (hashtags included when they are part of it). */
  captionLimit: number;
  /** The most hashtags a post may carry, where the platform sets one. */
  hashtagLimit?: number;
};

/** Each platform's published caption limits. */
export const PLATFORM_RULES: Record<Platform, PlatformRules> = {
  Instagram: { captionLimit: 2200, hashtagLimit: 30 },
  Facebook: { captionLimit: 63206 },
  LinkedIn: { captionLimit: 3000 },
  TikTok: { captionLimit: 4000 },
  "X (Twitter)": { captionLimit: 280 },
};

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** Characters as a reader counts them: an emoji or an accented letter is one. */
export function characterCount(text: string): number {
  let n = 0;
  for (const _ of graphemes.segment(text)) n++;
  return n;
}

/** The hashtags in a text, each once as written (`#word`). */
export function hashtagsIn(text: string): string[] {
  return [...new Set(text.match(/(?<![\p{L}\p{M}\p{N}_])#[\p{L}\p{M}\p{N}_]+/gu) ?? [])];
}

export const isPlatform = (value: string): value is Platform => (PLATFORMS as readonly string[]).includes(value);

/**
 * Why a caption cannot go out on a platform, or none: its length and hashtag count against the platform's rules,
 * in the reader's language (the preview shows them as the writer types; the server refuses with the same words).
 */
export function captionProblems(
  { m, locale }: PortalTexts,
  platform: Platform,
  caption: string,
  hashtags: string[] = [],
): string[] {
  const rules = PLATFORM_RULES[platform];
  const problems: string[] = [];
  const count = characterCount(caption);
  if (count > rules.captionLimit) {
    const [limit, has] = [formatNumber(rules.captionLimit, locale), formatNumber(count, locale)];
    problems.push(m.caption_too_long({ platform, limit, count: has }));
  }
  const tags = new Set([...hashtagsIn(caption), ...hashtags.map((t) => (t.startsWith("#") ? t : `#${t}`))]);
  if (rules.hashtagLimit !== undefined && tags.size > rules.hashtagLimit) {
    problems.push(m.caption_too_many_tags({ platform, limit: rules.hashtagLimit, count: tags.size }));
  }
  return problems;
}
