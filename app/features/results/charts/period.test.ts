import { describe, expect, it } from "vitest";
import { colomboDayKey } from "~/lib/colombo-month";
import { analyticsFigures, change, lastMonths, periodDays, periodOf, type Row, readRange } from "./period";

const ga = (day: string, metric: string, value: number, account = "p1"): Row => ({
  source: "ga4",
  account,
  metric,
  day,
  value,
});
const figure = (result: ReturnType<typeof analyticsFigures>, key: string) =>
  result.families.flatMap((f) => f.figures).find((f) => f.key === key);

describe("the period", () => {
  it("takes 7, 30 or 90 days and falls back to 30 for anything else", () => {
    expect([periodDays("7"), periodDays("90"), periodDays("30")]).toEqual([7, 90, 30]);
    expect([periodDays(null), periodDays("31"), periodDays("abc"), periodDays("-7"), periodDays("7.0e0")]).toEqual([
      30, 30, 30, 30, 7,
    ]);
  });

  it("ends yesterday and compares with the as many days before, across a month's and a year's edge", () => {
    expect(periodOf("2026-03-01", 7)).toEqual({
      from: "2026-02-22",
      to: "2026-02-28",
      previousFrom: "2026-02-15",
      previousTo: "2026-02-21",
    });
    expect(periodOf("2026-01-01", 30)).toMatchObject({
      from: "2025-12-02",
      to: "2025-12-31",
      previousTo: "2025-12-01",
    });
  });

  it("names the last full month and the one before, also in January and after a leap February", () => {
    expect(lastMonths("2026-01-15")).toEqual({
      current: { month: "2025-12", from: "2025-12-01", to: "2025-12-31" },
      previous: { month: "2025-11", from: "2025-11-01", to: "2025-11-30" },
    });
    expect(lastMonths("2028-03-01").current).toEqual({ month: "2028-02", from: "2028-02-01", to: "2028-02-29" });
    // A 7-day period reads from the month before last when it starts earlier than the period before.
    expect(readRange("2026-11-28", 7)).toEqual({ from: "2026-09-01", to: "2026-11-27" });
    expect(readRange("2026-11-28", 90).from).toBe("2026-06-01");
  });
});

describe("the Colombo day's edge", () => {
  it("turns to the next day and month at 18:30 UTC, when Colombo's midnight strikes", () => {
    const before = colomboDayKey(new Date("2026-11-30T18:29:59Z"));
    const after = colomboDayKey(new Date("2026-11-30T18:30:00Z"));
    expect([before, after]).toEqual(["2026-11-30", "2026-12-01"]);
    // At 23:59 in Colombo on 30 Nov, November is not over: the last full month is still October.
    expect(lastMonths(before).current.month).toBe("2026-10");
    expect(lastMonths(after).current.month).toBe("2026-11");
    expect(periodOf(after, 7).to).toBe("2026-11-30");
  });
});

describe("the figures", () => {
  it("sums counts over days and accounts, and compares them with the period before", () => {
    const rows = [
      ga("2026-11-27", "sessions", 100),
      ga("2026-11-27", "sessions", 50, "p2"),
      ga("2026-11-21", "sessions", 30),
      // The period before (14 to 20 Nov) and a day outside both (today: not yet counted).
      ga("2026-11-20", "sessions", 120),
      ga("2026-11-28", "sessions", 999),
    ];
    const result = analyticsFigures(rows, "2026-11-28", 7);
    expect(figure(result, "sessions")).toMatchObject({ value: 180, previous: 120, change: 0.5 });
    const series = result.families[0]?.series.find((s) => s.key === "sessions");
    // A day without figures is a gap (null), not a zero.
    expect(series?.values).toEqual([30, null, null, null, null, null, 150]);
    expect(result.labels).toEqual([
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
    ]);
  });

  it("weights a bounce rate by sessions and a position by impressions, not a plain mean", () => {
    const rows = [
      ga("2026-11-26", "sessions", 900),
      ga("2026-11-26", "bounceRate", 0.2),
      ga("2026-11-27", "sessions", 100),
      ga("2026-11-27", "bounceRate", 0.8),
      { source: "search-console", account: "s", metric: "impressions", day: "2026-11-27", value: 300 },
      { source: "search-console", account: "s", metric: "position", day: "2026-11-27", value: 4 },
      { source: "search-console", account: "t", metric: "impressions", day: "2026-11-27", value: 100 },
      { source: "search-console", account: "t", metric: "position", day: "2026-11-27", value: 8 },
    ];
    const result = analyticsFigures(rows, "2026-11-28", 7);
    expect(figure(result, "bounceRate")?.value).toBeCloseTo(0.26);
    expect(figure(result, "position")?.value).toBeCloseTo(5);
    // Averages are figures, not lines; counts are the lines.
    expect(result.families.find((f) => f.id === "traffic")?.series.map((s) => s.key)).toEqual(["sessions"]);
  });

  it("reads followers as the latest standing count and skips names it does not know", () => {
    const page = (day: string, metric: string, value: number): Row => ({
      source: "meta-page",
      account: "fb",
      metric,
      day,
      value,
    });
    const result = analyticsFigures(
      [
        page("2026-11-22", "page_follows", 1000),
        page("2026-11-27", "page_follows", 1040),
        page("2026-11-27", "page_fans_renamed", 5),
      ],
      "2026-11-28",
      7,
    );
    expect(figure(result, "fbFollowers")?.value).toBe(1040);
    expect(result.families.map((f) => f.id)).toEqual(["reach"]);
    expect(result.families[0]?.figures.map((f) => f.key)).toEqual(["fbFollowers"]);
  });

  it("puts the last full month against the one before, the manual upload's per cent as a fraction", () => {
    const manual = (day: string, metric: string, value: number): Row => ({
      source: "manual",
      account: "x",
      metric,
      day,
      value,
    });
    const rows = [
      manual("2026-10-31", "pageViews", 300),
      manual("2026-10-01", "pageViews", 100),
      manual("2026-09-30", "pageViews", 200),
      manual("2026-11-01", "pageViews", 5000),
      manual("2026-10-31", "bounceRate", 40),
    ];
    const { months } = analyticsFigures(rows, "2026-11-28", 30);
    expect(months.current.month).toBe("2026-10");
    expect(months.rows.find((r) => r.key === "pageViews")).toMatchObject({ value: 400, previous: 200, change: 1 });
    expect(months.rows.find((r) => r.key === "bounceRate")).toMatchObject({ value: 0.4, previous: null, change: null });
  });

  it("has no change against nothing or zero", () => {
    expect([change(5, null), change(5, 0), change(null, 3), change(3, 4)]).toEqual([null, null, null, -0.25]);
  });
});
