import { describe, expect, it } from "vitest";
import {
  formatCompact,
  formatDate,
  formatDateTime,
  formatLegalDate,
  formatLkr,
  formatMoney,
  formatMonth,
  formatNumber,
  formatRelative,
  formatShortDay,
  formatTimestamp,
  formatUsdApprox,
} from "./format";

// 23 Nov 2026, 19:30 UTC is already 24 Nov in Colombo (UTC+05:30): the case that showed one update on two days.
const lateEvening = new Date("2026-11-23T19:30:00Z");

describe("one formatter for dates, in Sri Lanka time", () => {
  it("writes dates as 24 Nov 2026 whatever the server's zone", () => {
    expect(formatDate(lateEvening)).toBe("24 Nov 2026");
    expect(formatDate(lateEvening.toISOString())).toBe("24 Nov 2026");
  });

  it("writes the legal pages' date as the product's texts do", () => {
    expect(formatLegalDate("2025-01-07")).toBe("January 7, 2025");
    expect(formatLegalDate("2026-12-31")).toBe("December 31, 2026");
  });

  it("reads a calendar date as that day, not the day before or after", () => {
    expect(formatDate("2026-12-17")).toBe("17 Dec 2026");
    expect(formatDate("2026-01-01")).toBe("1 Jan 2026");
  });

  it("gives every month three letters (en-GB alone would write Sept)", () => {
    const months = Array.from({ length: 12 }, (_, m) => formatDate(`2026-${String(m + 1).padStart(2, "0")}-15`));
    expect(months.map((d) => d.split(" ")[1])).toEqual([
      "Jan",
      "Feb",
      "Mar",
      "Apr",
      "May",
      "Jun",
      "Jul",
      "Aug",
      "Sep",
      "Oct",
      "Nov",
      "Dec",
    ]);
    expect(formatDateTime("2026-09-26T08:45:00Z")).toBe("26 Sep 2026, 14:15");
  });

  it("writes date-times as 24 Nov 2026, 01:00 on a 24-hour clock", () => {
    expect(formatDateTime(lateEvening)).toBe("24 Nov 2026, 01:00");
    expect(formatDateTime("2026-11-24T08:45:00Z")).toBe("24 Nov 2026, 14:15");
  });

  it("writes recent moments relative to now and older ones as dates", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
    expect(formatRelative(ago(20), now)).toBe("just now");
    expect(formatRelative(ago(5 * 60), now)).toBe("5 minutes ago");
    expect(formatRelative(ago(2 * 3600 + 50), now)).toBe("2 hours ago");
    expect(formatRelative(ago(30 * 3600), now)).toBe("yesterday");
    expect(formatRelative(ago(3 * 86400), now)).toBe("3 days ago");
    expect(formatRelative(ago(9 * 86400), now)).toBe("15 Nov 2026");
  });

  it("keeps the export's ISO timestamps with the +05:30 offset", () => {
    expect(formatTimestamp(lateEvening)).toBe("2026-11-24T01:00:00+05:30");
  });
});

describe("calendar months", () => {
  it("reads a month key in full, or by its three-letter name on a chart's axis", () => {
    expect(formatMonth("2026-11")).toBe("November 2026");
    expect(formatMonth("2025-12", "short")).toBe("Dec");
    expect(formatMonth("2026-09", "short")).toBe("Sep");
  });
});

describe("one formatter for money", () => {
  it("shortens a figure for a chart's axis", () => {
    expect(formatCompact(140_000)).toBe("140K");
    expect(formatCompact(1_250_000)).toBe("1.3M");
    expect(formatCompact(950)).toBe("950");
  });

  it("writes the currency code and grouped amount, with cents only when there are some", () => {
    expect(formatMoney("LKR", 35000)).toBe("LKR 35,000");
    expect(formatMoney("USD", "115.00")).toBe("USD 115");
    expect(formatMoney("USD", 99.5)).toBe("USD 99.50");
    expect(formatLkr(35000)).toBe("LKR 35,000");
  });
});

describe("the analytics figures' formats", () => {
  it("writes days, counts, rates, changes and durations", async () => {
    const f = await import("./format");
    expect(f.formatShortDay("2026-11-05")).toBe("5 Nov");
    expect(f.formatCount(12480.4)).toBe("12,480");
    expect(f.formatPercent(0.415)).toBe("41.5%");
    expect([f.formatChange(0.123), f.formatChange(-0.04), f.formatChange(0), f.formatChange(0.001)]).toEqual([
      "+12%",
      "-4%",
      "0%",
      "+<1%",
    ]);
    expect([f.formatDuration(125), f.formatDuration(48)]).toEqual(["2m 05s", "48s"]);
  });
});

describe("the formatter in Sinhala and Tamil (decision 48)", () => {
  const moment = new Date("2026-11-24T19:30:00Z"); // 25 Nov 2026, 01:00 in Colombo

  it("keeps English exactly as it was", () => {
    expect(formatDate(moment, "en")).toBe("25 Nov 2026");
    expect(formatDateTime(moment, "en")).toBe("25 Nov 2026, 01:00");
    expect(formatMoney("LKR", 1234567, "en")).toBe("LKR 1,234,567");
    expect(formatMonth("2026-11", "long", "en")).toBe("November 2026");
  });

  it("writes dates and times in Sri Lanka time, in the language's own words", () => {
    // ICU's Sinhala (CLDR) names the month in its traditional form (ඉල් for November) and writes 01.00.
    expect(formatDate(moment, "si")).toBe("2026 ඉල් 25");
    expect(formatDate(moment, "ta")).toBe("25 நவ., 2026");
    expect(formatDateTime(moment, "si")).toBe("2026 ඉල් 25, 01.00");
    expect(formatDateTime(moment, "ta")).toBe("25 நவ., 2026, 01:00");
    expect(formatDate("2026-12-17", "ta")).toBe("17 டிச., 2026");
    expect(formatMonth("2026-11", "long", "ta")).toBe("நவம்பர் 2026");
    expect(formatMonth("2026-11", "long", "si")).toBe("2026 ඉල්");
  });

  it("writes Sinhala as Node's ICU does without asking the runtime for it (some browsers have no Sinhala data)", () => {
    const icu = (options: Intl.DateTimeFormatOptions, at: Date) =>
      new Intl.DateTimeFormat("si-LK", { timeZone: "Asia/Colombo", ...options }).format(at);
    // Every month, a day of one digit and one of two, a time before 10 and after noon.
    for (let month = 0; month < 12; month++) {
      for (const at of [new Date(Date.UTC(2026, month, 4, 20, 5)), new Date(Date.UTC(2027, month, 21, 8, 59))]) {
        const day = icu({ day: "numeric", month: "short", year: "numeric" }, at);
        const time = icu({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" }, at);
        expect(formatDateTime(at, "si")).toBe(`${day}, ${time}`);
        const yearMonth = `${at.getUTCFullYear()}-${String(month + 1).padStart(2, "0")}`;
        const mid = new Date(`${yearMonth}-15T12:00:00+05:30`);
        expect(formatMonth(yearMonth, "long", "si")).toBe(icu({ month: "long", year: "numeric" }, mid));
        expect(formatMonth(yearMonth, "short", "si")).toBe(icu({ month: "short" }, mid));
        expect(formatShortDay(`${yearMonth}-15`, "si")).toBe(icu({ day: "numeric", month: "short" }, mid));
      }
    }
  });

  it("groups money and figures the Sri Lankan way in every language, Tamil too (not in lakhs)", () => {
    // Node's ICU would write 12,34,567 for ta-LK: the Indian grouping.
    expect((1234567).toLocaleString("ta-LK")).toBe("12,34,567");
    for (const locale of ["si", "ta"] as const) {
      expect(formatMoney("LKR", 1234567, locale)).toBe("LKR 1,234,567");
      expect(formatMoney("USD", "99.5", locale)).toBe("USD 99.50");
      expect(formatLkr(1234567.25, locale)).toBe("LKR 1,234,567.25");
      expect(formatUsdApprox(1500, locale)).toBe("~USD 1,500");
      expect(formatNumber(12345678, locale)).toBe("12,345,678");
    }
  });

  it("says how long ago in the language", () => {
    const now = new Date("2026-11-24T21:30:00Z");
    expect(formatRelative(moment, now, "ta")).toBe("2 மணிநேரம் முன்");
    expect(formatRelative(moment, now, "si")).toBe("පැය 2කට පෙර");
    expect(formatRelative(now, now, "si")).toBe("දැන්");
    expect(formatRelative(now, now, "ta")).toBe("இப்போது");
    expect(formatRelative(now, now, "en")).toBe("just now");
  });
});
