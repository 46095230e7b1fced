import { addDays, colomboDayKey } from "~/lib/colombo-month";
import type { Snapshot } from "../store.server";
import { type Insight, readInsights } from "./client.server";
import type { MetaSettings } from "./settings.server";

// The metrics asked for, as Meta names them today. What comes back is stored under the name Meta answers with, so
// a renamed metric becomes a new series instead of silently filling an old one.
export const PAGE_METRICS = ["page_impressions_unique", "page_impressions", "page_post_engagements", "page_follows"];
// Instagram's day series; `views` and `total_interactions` exist only as totals over a range (metric_type=total_value).
export const INSTAGRAM_SERIES = ["reach", "follower_count"];
export const INSTAGRAM_TOTALS = ["views", "total_interactions"];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Colombo day a daily value counts. Meta stamps a day's value with the end of that day (`end_time`, midnight in
 * the Page's insights time zone, e.g. "2026-11-02T08:00:00+0000" for 1 November in California); the day is the one
 * its period starts in. Midnight-to-midnight periods in Colombo land on their own day, and US-aligned ones on the
 * day Meta labels them with.
 */
export function dayOfEndTime(endTime: string) {
  const at = Date.parse(endTime.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
  return Number.isNaN(at) ? null : colomboDayKey(new Date(at - DAY_MS));
}

/** The daily values of an insights answer between two Colombo days, as store rows. */
export function seriesRows(
  data: Insight[],
  base: Omit<Snapshot, "metric" | "day" | "value">,
  from: string,
  to: string,
) {
  const rows: Snapshot[] = [];
  for (const item of data) {
    if (item.period !== "day") continue;
    for (const v of item.values) {
      const day = v.end_time ? dayOfEndTime(v.end_time) : null;
      if (day && day >= from && day <= to && typeof v.value === "number")
        rows.push({ ...base, metric: item.name, day, value: v.value });
    }
  }
  return rows;
}

type Range = { from: string; to: string };
// Meta's `until` ends the range before the day it names; the day after the last one wanted is sent.
const span = ({ from, to }: Range) => ({ since: from, until: addDays(to, 1) });

/** A Page's daily insights over a range of days. */
export async function pageDays(settings: MetaSettings, token: string, pageId: string, range: Range) {
  const data = await readInsights(settings, token, pageId, {
    metric: PAGE_METRICS.join(","),
    period: "day",
    ...span(range),
  });
  return seriesRows(data, { source: "meta-page", account: pageId }, range.from, range.to);
}

/** An Instagram account's daily insights: the day series in one call, the totals one day a call. */
export async function instagramDays(settings: MetaSettings, token: string, igId: string, range: Range) {
  const base = { source: "instagram" as const, account: igId };
  const series = await readInsights(settings, token, igId, {
    metric: INSTAGRAM_SERIES.join(","),
    period: "day",
    ...span(range),
  });
  const rows = seriesRows(series, base, range.from, range.to);
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const totals = await readInsights(settings, token, igId, {
      metric: INSTAGRAM_TOTALS.join(","),
      metric_type: "total_value",
      period: "day",
      ...span({ from: day, to: day }),
    });
    for (const item of totals)
      if (typeof item.total_value?.value === "number")
        rows.push({ ...base, metric: item.name, day, value: item.total_value.value });
  }
  return rows;
}
