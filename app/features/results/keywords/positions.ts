import { addDays } from "~/lib/colombo-month";

/** One keyword's figures on one Colombo day: its best position among the client's sites, clicks and impressions. */
export type KeywordDay = { day: string; position: number | null; clicks: number; impressions: number };

/** A keyword's line in the rankings (decision 46). Changes are in places, positive when it moved up. */
export type Ranking = {
  position: number | null;
  /** The day `position` is from: the latest day with a position. */
  positionDay: string | null;
  change7: number | null;
  change30: number | null;
  clicks30: number;
  impressions30: number;
};

// Positions are averages (Search Console's average position): one decimal is what they mean.
const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * The latest position on a day in `(end - days, end]`: the figure of `end` itself, or of the nearest day before it
 * with data, but not one older than the period it stands for (a keyword seen 40 days ago has no "7 days ago").
 */
export function positionOn(days: KeywordDay[], end: string, within: number) {
  const from = addDays(end, -within);
  for (let i = days.length - 1; i >= 0; i--) {
    const day = days[i];
    if (!day || day.day > end || day.position === null) continue;
    return day.day > from ? day : null;
  }
  return null;
}

/**
 * A keyword's ranking from its days (oldest first): its position on the latest day with one (within `window`
 * days up to `today`), its move since 7 and 30 days before that day (each compared with the latest position in
 * the 7 or 30 days before then), and its clicks and impressions in the 30 days up to `today`.
 */
export function rankingOf(days: KeywordDay[], today: string, window = 90): Ranking {
  const now = positionOn(days, today, window);
  const moved = (back: number) => {
    if (!now || now.position === null) return null;
    const before = positionOn(days, addDays(now.day, -back), back);
    return before?.position == null ? null : tenth(before.position - now.position);
  };
  const recent = days.filter((d) => d.day > addDays(today, -30) && d.day <= today);
  return {
    position: now?.position == null ? null : tenth(now.position),
    positionDay: now?.day ?? null,
    change7: moved(7),
    change30: moved(30),
    clicks30: recent.reduce((sum, d) => sum + d.clicks, 0),
    impressions30: recent.reduce((sum, d) => sum + d.impressions, 0),
  };
}

/** The position at a month's end and the move since the month before's (the monthly report's keyword line). */
export function monthMovement(days: KeywordDay[], monthEnd: string, previousEnd: string) {
  const now = positionOn(days, monthEnd, 30);
  const before = positionOn(days, previousEnd, 30);
  const position = now?.position == null ? null : tenth(now.position);
  const change = position === null || before?.position == null ? null : tenth(before.position - position);
  return { position, change };
}
