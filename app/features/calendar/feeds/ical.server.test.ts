import fc from "fast-check";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { postStatuses } from "#db/schema/values";
import { clientCalendar, escapeText, type FeedPost, foldLine, sequenceOf } from "./ical.server";

const post = (over: Partial<FeedPost> & { id: string }): FeedPost => ({
  title: "Weekend offer",
  platforms: ["Instagram"],
  status: "scheduled",
  scheduledAt: new Date("2026-12-05T04:30:00Z"),
  updatedAt: new Date("2026-11-20T10:00:00Z"),
  url: `https://desk.fli.lk/dashboard/calendar/posts/${over.id}`,
  ...over,
});

const feed = (posts: FeedPost[], businessName = "Lanka Bites") =>
  clientCalendar({ businessName, publicUrl: "https://desk.fli.lk:8443", posts });

// RFC 5545 (3.8.8.2) gives non-standard properties TEXT as their default value type, and RFC 7986 gives NAME TEXT;
// ical.js leaves properties it does not know as written, so it is told, to read them as a calendar app does.
ICAL.design.icalendar.property["x-wr-calname"] = { defaultType: "text" };
ICAL.design.icalendar.property.name = { defaultType: "text" };

/** The events as a real parser (ical.js) reads them. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents("vevent").map((v) => {
      const event = new ICAL.Event(v);
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        start: event.startDate.toJSDate(),
        startUtc: event.startDate.zone === ICAL.Timezone.utcTimezone,
        sequence: event.sequence,
        url: v.getFirstPropertyValue("url"),
        lastModified: (v.getFirstPropertyValue("last-modified") as ICAL.Time).toJSDate(),
      };
    }),
  };
}

const every: FeedPost["status"][] = [...postStatuses];

describe("the client's iCal feed", () => {
  it("has an event for each scheduled or published post and none for the rest", () => {
    const posts = every.map((status, i) => post({ id: `p${i}`, status, title: `Post ${status}` }));
    const { events } = parse(feed(posts));
    expect(events.map((e) => e.summary)).toEqual(["Post scheduled (Instagram)", "Post published (Instagram)"]);
  });

  it("gives each event a stable UID, its time in UTC, its page, and SEQUENCE and LAST-MODIFIED from its last change", () => {
    const updatedAt = new Date("2026-11-21T08:15:30Z");
    const one = post({ id: "3f1c", updatedAt, platforms: ["Instagram", "X (Twitter)"] });
    const text = feed([one]);
    const [event] = parse(text).events;
    expect(event).toMatchObject({
      uid: "post-3f1c@desk.fli.lk",
      summary: "Weekend offer (Instagram, X (Twitter))",
      start: new Date("2026-12-05T04:30:00Z"),
      startUtc: true,
      url: "https://desk.fli.lk/dashboard/calendar/posts/3f1c",
      lastModified: updatedAt,
      sequence: sequenceOf(updatedAt),
    });
    expect(text).toContain("DTSTART:20261205T043000Z\r\n");
    // Moved and edited later: the same UID, a higher SEQUENCE.
    const moved = parse(feed([{ ...one, scheduledAt: new Date("2026-12-06T04:30:00Z"), updatedAt: new Date() }]));
    expect(moved.events[0]?.uid).toBe(event?.uid);
    expect(moved.events[0]?.sequence).toBeGreaterThan(event?.sequence ?? Number.POSITIVE_INFINITY);
  });

  it("keeps SEQUENCE a 32-bit integer for decades", () => {
    expect(sequenceOf(new Date("2066-01-01T00:00:00Z"))).toBeLessThan(2 ** 31);
    expect(sequenceOf(new Date("1999-01-01T00:00:00Z"))).toBe(0);
  });

  it("names the calendar after the business, escaping what would break its line", () => {
    const text = feed([], 'Lanka, Bites; "Co"\nBEGIN:VEVENT');
    const { calendar, events } = parse(text);
    expect(events).toEqual([]);
    const name = 'Lanka, Bites; "Co"\nBEGIN:VEVENT: content calendar';
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(name);
    expect(calendar.getFirstPropertyValue("name")).toBe(name);
    expect(text).toContain('X-WR-CALNAME:Lanka\\, Bites\\; "Co"\\nBEGIN:VEVENT: content calendar\r\n');
  });

  it("escapes commas, semicolons and line breaks in titles, and folds long lines at 75 octets", () => {
    const title = "Hoppers, at dawn; fresh\nfrom the pan ෆ ".repeat(4);
    const text = feed([post({ id: "x", title })]);
    const [event] = parse(text).events;
    expect(event?.summary).toBe(`${title} (Instagram)`);
    expect(text).toContain("SUMMARY:Hoppers\\, at dawn\\; fresh\\nfrom the pan");
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
  });

  it("leaves out control characters TEXT may not hold, keeping tabs", () => {
    expect(escapeText("a\u0000b\u001bc\u007fd\te")).toBe("abcd\te");
  });

  it("folds by octets, never inside a character", () => {
    const line = `SUMMARY:${"ෆ".repeat(40)}`; // 8 + 120 octets
    const folded = foldLine(line);
    expect(folded.split("\r\n ").join("")).toBe(line);
    expect(folded.split("\r\n").map((l) => Buffer.byteLength(l))).toEqual([74, 55]);
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(75 + 74 + 1))).toBe(`${"x".repeat(75)}\r\n ${"x".repeat(74)}\r\n x`);
  });

  it("folds any line into lines of at most 75 octets that unfold to it", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (text) => {
        const line = `SUMMARY:${escapeText(text)}`;
        const folded = foldLine(line);
        expect(folded.split("\r\n ").join("")).toBe(line);
        for (const part of folded.split("\r\n")) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      }),
    );
  });

  it("lists events by time, whatever order the posts came in", () => {
    const late = post({ id: "late", title: "Late", scheduledAt: new Date("2026-12-20T04:30:00Z") });
    const early = post({
      id: "early",
      title: "Early",
      status: "published",
      scheduledAt: new Date("2026-12-01T04:30:00Z"),
    });
    expect(parse(feed([late, early])).events.map((e) => e.uid)).toEqual([
      "post-early@desk.fli.lk",
      "post-late@desk.fli.lk",
    ]);
  });
});
