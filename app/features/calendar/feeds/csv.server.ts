import { csvLine } from "~/lib/csv";
import { formatTimestamp } from "~/lib/format";
import { PLATFORMS, type Platform } from "../platforms";

/** What a month's CSV needs of a post: its status already as the portal labels it. */
export type CsvPost = {
  title: string;
  scheduledAt: Date;
  statusLabel: string;
  variants: { platform: Platform; caption: string; hashtags: string[] }[];
};

export const MONTH_CSV_HEADER = ["date", "time", "platform", "title", "status", "caption", "hashtags"];

/** "2026-11" */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The download's name: the calendar and its month, like the admin's exports (fli-desk-<data set>-<date>.csv). */
export function monthCsvFileName(month: string) {
  if (!MONTH.test(month)) throw new Error(`Not a month: ${month}`);
  return `fli-desk-calendar-${month}.csv`;
}

const tags = (hashtags: readonly string[]) =>
  hashtags
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => (t.startsWith("#") ? t : `#${t}`))
    .join(" ");

/**
 * One month of a client's calendar as CSV (RFC 4180, cells quoted and guarded against formulas by the app's one
 * CSV writer): a header, then a row per post and platform, by time, the platforms in their usual order. Date and
 * time are Sri Lanka's, as the calendar shows them; a post of another month is left out, and a post not yet
 * written for any platform still has its row, so nothing planned is missing.
 */
export function monthCsv(month: string, posts: readonly CsvPost[]): string {
  if (!MONTH.test(month)) throw new Error(`Not a month: ${month}`);
  const rows = posts
    .map((post) => ({ post, at: formatTimestamp(post.scheduledAt) }))
    .filter(({ at }) => at.startsWith(`${month}-`))
    .toSorted((a, b) => a.post.scheduledAt.getTime() - b.post.scheduledAt.getTime())
    .flatMap(({ post, at }) => {
      const variants = post.variants.toSorted((a, b) => PLATFORMS.indexOf(a.platform) - PLATFORMS.indexOf(b.platform));
      const cells = (v?: CsvPost["variants"][number]) => [
        at.slice(0, 10),
        at.slice(11, 16),
        v?.platform ?? "",
        post.title,
        post.statusLabel,
        v?.caption ?? "",
        tags(v?.hashtags ?? []),
      ];
      return variants.length ? variants.map(cells) : [cells()];
    });
  return [MONTH_CSV_HEADER, ...rows].map(csvLine).join("");
}
