/**
 * The text helpers the previews share: where a platform folds a caption, what it shows in full, and the first
 * address in it. Pure, so each rule is tested without rendering.
 */
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** Where each platform folds a long caption behind its "more" (in characters as readers count them). */
export const FOLD_AT = { Instagram: 125, LinkedIn: 210, TikTok: 100 } as const;

/**
 * A caption cut after about `limit` characters: `shown` before the fold and `rest` after it, so that `shown + rest`
 * is the text. The cut falls on the last space before the limit, as the platforms cut, so no word (or hashtag) is
 * split; only a first word longer than half the limit is cut inside. A text that fits is not folded (`rest` "").
 */
export function foldText(text: string, limit: number): { shown: string; rest: string } {
  let count = 0;
  let end = -1;
  for (const { index } of graphemes.segment(text)) {
    if (count === limit) {
      end = index;
      break;
    }
    count++;
  }
  if (end === -1) return { shown: text, rest: "" };
  const head = text.slice(0, end);
  const space = /\s(?=\S*$)/u.exec(head);
  // The character at the cut may itself be a space: then the whole head is made of whole words.
  const cut = /^\s/u.test(text.slice(end)) ? end : space && space.index >= end / 2 ? space.index : end;
  return { shown: text.slice(0, cut), rest: text.slice(cut) };
}

const asTag = (tag: string) => (tag.startsWith("#") ? tag : `#${tag}`);

/**
 * The caption as the platform would show it: the post's hashtags follow it on a line of their own, except those the
 * caption already holds (the limits count each tag once, as `captionProblems` does).
 */
export function fullText(caption: string, hashtags: readonly string[]) {
  const inCaption = new Set(caption.match(HASHTAG_GLOBAL) ?? []);
  const extra = [...new Set(hashtags.map((t) => asTag(t.trim())).filter((t) => t.length > 1 && !inCaption.has(t)))];
  if (extra.length === 0) return caption;
  return caption.trim() ? `${caption.trimEnd()}\n\n${extra.join(" ")}` : extra.join(" ");
}

// The same hashtag as platforms.ts's `hashtagsIn`: not inside a word, letters of any script.
const HASHTAG = "(?<![\\p{L}\\p{M}\\p{N}_])#[\\p{L}\\p{M}\\p{N}_]+";
const HASHTAG_GLOBAL = new RegExp(HASHTAG, "gu");
const HASHTAG_PART = new RegExp(`(${HASHTAG})`, "u");

/** A text in runs, each hashtag a run of its own, so the preview can style the tags as the platform does. */
export function hashtagRuns(text: string): { text: string; tag: boolean }[] {
  return text
    .split(HASHTAG_PART)
    .map((part, i) => ({ text: part, tag: i % 2 === 1 }))
    .filter((run) => run.text !== "");
}

// An address as readers write it: with its scheme or starting www. Punctuation that ends a sentence is not part of it.
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/iu;
const TRAILING = /[.,;:!?'")\]}]$/u;

/** The address without what ends the sentence around it; a closing bracket the address opened is its own. */
function trimAddress(written: string) {
  let address = written;
  while (TRAILING.test(address)) {
    const last = address.at(-1);
    if (last === ")" && address.split("(").length > address.split(")").length - 1) break;
    address = address.slice(0, -1);
  }
  return address;
}

/** The first web address in a caption, as Facebook finds it for a link card, or null; nothing is fetched. */
export function firstLink(caption: string): { url: string; domain: string } | null {
  const match = ADDRESS.exec(caption);
  if (!match) return null;
  const written = trimAddress(match[0]);
  try {
    const url = new URL(/^www\./i.test(written) ? `https://${written}` : written);
    if (!url.hostname.includes(".")) return null;
    return { url: url.href, domain: url.hostname.replace(/^www\./, "") };
  } catch {
    return null;
  }
}
