import { describe, expect, it } from "vitest";
import { addDays } from "~/lib/colombo-month";
import { type KeywordDay, monthMovement, rankingOf } from "./positions";

const TODAY = "2026-11-28";
const day = (back: number, position: number | null, clicks = 0, impressions = 0): KeywordDay => ({
  day: addDays(TODAY, -back),
  position,
  clicks,
  impressions,
});

describe("a keyword's ranking", () => {
  it("takes the latest day's position and its moves since 7 and 30 days before (positive: up)", () => {
    const days = [day(30, 12), day(7, 8), day(0, 4.26, 3, 40)];
    expect(rankingOf(days, TODAY)).toEqual({
      position: 4.3,
      positionDay: TODAY,
      change7: 3.7,
      change30: 7.7,
      clicks30: 3,
      impressions30: 40,
    });
  });

  it("over gaps: now is the latest day with data, and a comparison takes the latest day in its own period only", () => {
    // No data for the last three days; 7 days before the latest (day 3) there is a gap, filled by day 12.
    const days = [day(45, 20), day(12, 9), day(3, 5)];
    const ranking = rankingOf(days, TODAY);
    expect(ranking.position).toBe(5);
    expect(ranking.positionDay).toBe(addDays(TODAY, -3));
    expect(ranking.change7).toBe(4);
    expect(ranking.change30).toBe(15);
    // A position older than the period it would stand for is no comparison.
    expect(rankingOf([day(40, 9), day(0, 5)], TODAY).change7).toBeNull();
  });

  it("moving down is negative; no data at all is not ranked", () => {
    expect(rankingOf([day(7, 3), day(0, 6)], TODAY).change7).toBe(-3);
    expect(rankingOf([], TODAY)).toMatchObject({ position: null, change7: null, change30: null, clicks30: 0 });
    // Older than the 90 days looked at: not ranked now.
    expect(rankingOf([day(95, 2)], TODAY).position).toBeNull();
  });

  it("counts clicks and impressions of the last 30 days only", () => {
    const days = [day(30, 5, 100, 1000), day(29, 5, 2, 20), day(0, null, 1, 10)];
    expect(rankingOf(days, TODAY)).toMatchObject({ clicks30: 3, impressions30: 30 });
  });
});

describe("a keyword's month in the report", () => {
  it("is the position at the month's end and the move since the month before's end", () => {
    const days = [
      { day: "2026-09-29", position: 14, clicks: 0, impressions: 0 },
      { day: "2026-10-30", position: 6, clicks: 0, impressions: 0 },
    ];
    expect(monthMovement(days, "2026-10-31", "2026-09-30")).toEqual({ position: 6, change: 8 });
    expect(monthMovement(days.slice(1), "2026-10-31", "2026-09-30")).toEqual({ position: 6, change: null });
    expect(monthMovement([], "2026-10-31", "2026-09-30")).toEqual({ position: null, change: null });
  });
});
