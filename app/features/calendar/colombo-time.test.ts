import { describe, expect, it } from "vitest";
import { dayOf, daysOf, fromLocalValue, localValueOf, monthOf, monthRange, neighbours } from "./colombo-time";

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
