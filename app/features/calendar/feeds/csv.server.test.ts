import { describe, expect, it } from "vitest";
import { type CsvPost, monthCsv, monthCsvFileName } from "./csv.server";

const post = (over: Partial<CsvPost> = {}): CsvPost => ({
  title: "Weekend offer",
  scheduledAt: new Date("2026-12-05T04:30:00Z"), // 10:00 in Colombo
  statusLabel: "Awaiting client",
  variants: [{ platform: "Instagram", caption: "Hoppers for two", hashtags: ["food", "#Colombo"] }],
  ...over,
});

const lines = (csv: string) => csv.split("\r\n");

describe("a month of the calendar as CSV", () => {
  it("has a header, then a row per post and platform, in Sri Lanka time", () => {
    const csv = monthCsv("2026-12", [
      post({
        variants: [
          { platform: "X (Twitter)", caption: "Short", hashtags: [] },
          { platform: "Instagram", caption: "Long one", hashtags: ["food"] },
        ],
      }),
    ]);
    expect(lines(csv)).toEqual([
      "date,time,platform,title,status,caption,hashtags",
      "2026-12-05,10:00,Instagram,Weekend offer,Awaiting client,Long one,#food",
      "2026-12-05,10:00,X (Twitter),Weekend offer,Awaiting client,Short,",
      "",
    ]);
  });

  it("takes the month in Sri Lanka: 23:00 UTC on the last of November is December there", () => {
    const lateNovember = post({ title: "Late", scheduledAt: new Date("2026-11-30T23:00:00Z") });
    const stillNovember = post({ title: "Nov", scheduledAt: new Date("2026-11-30T18:00:00Z") }); // 23:30 Colombo
    const csv = monthCsv("2026-12", [stillNovember, lateNovember]);
    expect(lines(csv).slice(1, -1)).toEqual([
      "2026-12-01,04:30,Instagram,Late,Awaiting client,Hoppers for two,#food #Colombo",
    ]);
    expect(lines(monthCsv("2026-11", [stillNovember, lateNovember]))[1]).toMatch(/^2026-11-30,23:30,Instagram,Nov,/);
  });

  it("orders rows by time and keeps a post not yet written for any platform", () => {
    const csv = monthCsv("2026-12", [
      post({ title: "Second", scheduledAt: new Date("2026-12-09T04:30:00Z") }),
      post({ title: "First", scheduledAt: new Date("2026-12-02T04:30:00Z"), variants: [] }),
    ]);
    expect(lines(csv).slice(1, -1)).toEqual([
      "2026-12-02,10:00,,First,Awaiting client,,",
      "2026-12-09,10:00,Instagram,Second,Awaiting client,Hoppers for two,#food #Colombo",
    ]);
  });

  it("quotes commas, quotes and line breaks, and keeps a caption from running as a formula", () => {
    const csv = monthCsv("2026-12", [
      post({
        title: '=HYPERLINK("http://x.lk","Click")',
        variants: [{ platform: "Facebook", caption: '-20% today, "really"\nonly here', hashtags: [] }],
      }),
    ]);
    expect(lines(csv.replace("\nonly", "\\nonly"))[1]).toBe(
      `2026-12-05,10:00,Facebook,"'=HYPERLINK(""http://x.lk"",""Click"")",Awaiting client,"'-20% today, ""really""\\nonly here",`,
    );
  });

  it("refuses what is not a month, in the file name too", () => {
    expect(() => monthCsv("2026-13", [])).toThrow("Not a month");
    expect(monthCsv("2026-12", [])).toBe("date,time,platform,title,status,caption,hashtags\r\n");
    expect(monthCsvFileName("2026-12")).toBe("fli-desk-calendar-2026-12.csv");
    expect(() => monthCsvFileName("../x")).toThrow("Not a month");
  });
});
