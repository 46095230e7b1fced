import { describe, expect, it } from "vitest";
import {
  addDays,
  dayOf,
  daysOf,
  fromLocalValue,
  isDay,
  localValueOf,
  mondayOf,
  monthOf,
  monthRange,
  neighbours,
  onDay,
  weekOf,
} from "./colombo-time";

describe("Colombo time", () => {
  it("puts a moment in its Sri Lanka day and month", () => {
    // 19:00 UTC on 31 October is 00:30 on 1 November in Colombo.
    const moment = new Date("2026-10-31T19:00:00Z");
    expect([monthOf(moment), dayOf(moment), localValueOf(moment)]).toEqual([
      "2026-11",
      "2026-11-01",
      "2026-11-01T00:30",
    ]);
  });

  it("reads a wall-clock time and refuses one that does not exist", () => {
    expect(fromLocalValue("2026-11-05T09:30")?.toISOString()).toBe("2026-11-05T04:00:00.000Z");
    expect(fromLocalValue("2026-02-30T09:00")).toBeNull();
    expect(fromLocalValue("2026-11-05T24:00")).toBeNull();
    expect(fromLocalValue("tomorrow")).toBeNull();
  });

  it("gives a month's bounds, days and neighbours", () => {
    const { start, end } = monthRange("2026-12");
    expect([start.toISOString(), end.toISOString()]).toEqual(["2026-11-30T18:30:00.000Z", "2026-12-31T18:30:00.000Z"]);
    expect(neighbours("2026-01")).toEqual({ previous: "2025-12", next: "2026-02" });
    const november = daysOf("2026-11");
    // 1 November 2026 is a Sunday: six days before it in a week starting on Monday.
    expect([november.days.length, november.days[0], november.days[29], november.leading]).toEqual([
      30,
      "2026-11-01",
      "2026-11-30",
      6,
    ]);
  });
});

describe("weeks and days", () => {
  it("finds a day's Monday and the week's seven days, across a month's end", () => {
    // 5 November 2026 is a Thursday.
    expect(mondayOf("2026-11-05")).toBe("2026-11-02");
    expect(mondayOf("2026-11-02")).toBe("2026-11-02");
    expect(mondayOf("2026-11-01")).toBe("2026-10-26");
    const week = weekOf("2026-11-30");
    expect(week.days).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
    expect([week.start.toISOString(), week.end.toISOString()]).toEqual([
      "2026-11-29T18:30:00.000Z",
      "2026-12-06T18:30:00.000Z",
    ]);
  });

  it("moves a moment to another day at the same Sri Lanka time, and tells a real day", () => {
    // 23:45 in Colombo on 5 November is 18:15 UTC: the day is Colombo's, not UTC's.
    expect(onDay(new Date("2026-11-05T18:15:00Z"), "2026-11-09")?.toISOString()).toBe("2026-11-09T18:15:00.000Z");
    expect(["2026-11-05", "2028-02-29"].map(isDay)).toEqual([true, true]);
    expect(["2026-02-29", "2026-13-01", "1999-12-31", "2100-01-01", "5 Nov", ""].map(isDay)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});
