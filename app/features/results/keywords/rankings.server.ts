import { addDays, colomboDayKey } from "~/lib/colombo-month";
import type { Db } from "~/lib/db.server";
import { keywordDays } from "./keyword-days.server";
import { keywordPlan } from "./keyword-plan.server";
import { listKeywords } from "./keywords.server";
import { type KeywordDay, type Ranking, rankingOf } from "./positions";

/** How far back a keyword's "now" may be (and its history page's span), in days. */
export const HISTORY_DAYS = 90;
// "Now" may be 90 days old and its 30-day change looks up to 60 days before that.
const READ_DAYS = HISTORY_DAYS + 60;

export type KeywordRanking = Ranking & { id: string; text: string; addedAt: Date };

/**
 * A client's keyword rankings as of `now`: their SEO plan and every tracked keyword with its position, changes,
 * clicks and impressions. Three reads side by side, whatever the count of keywords or days: the plan, the list, and
 * one query over the store for every keyword and day.
 */
export async function keywordRankings(db: Db, clientId: string, now = new Date()) {
  const today = colomboDayKey(now);
  const [plan, keywords, days] = await Promise.all([
    keywordPlan(db, clientId),
    listKeywords(db, clientId),
    keywordDays(db, clientId, addDays(today, -READ_DAYS), today),
  ]);
  const rows: KeywordRanking[] = keywords.map((k) => ({
    id: k.id,
    text: k.text,
    addedAt: k.addedAt,
    ...rankingOf(days.get(k.id) ?? [], today, HISTORY_DAYS),
  }));
  return { plan, rows, today };
}

/**
 * One keyword's last 90 days: a day for each (position null where Search Console has no figure) for the chart, the
 * days with figures (newest first) for the table, and its ranking.
 */
export async function keywordHistory(db: Db, keyword: { id: string; clientId: string }, now = new Date()) {
  const today = colomboDayKey(now);
  const days =
    (await keywordDays(db, keyword.clientId, addDays(today, -READ_DAYS), today, keyword.id)).get(keyword.id) ?? [];
  const byDay = new Map(days.map((d) => [d.day, d]));
  const first = addDays(today, 1 - HISTORY_DAYS);
  const span: KeywordDay[] = Array.from({ length: HISTORY_DAYS }, (_, i) => {
    const day = addDays(today, i - HISTORY_DAYS + 1);
    return byDay.get(day) ?? { day, position: null, clicks: 0, impressions: 0 };
  });
  const shown = days.filter((d) => d.day >= first).reverse();
  return { span, recorded: shown, ranking: rankingOf(days, today, HISTORY_DAYS) };
}
