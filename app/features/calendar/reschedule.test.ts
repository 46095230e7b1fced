import { beforeAll, describe, expect, it } from "vitest";
import { loadPortalTexts, type PortalMessages } from "~/lib/portal-texts";
import { mayReschedule, rescheduledTime, statusAfterReschedule } from "./reschedule";
import { postStatuses } from "./workflow";

let en: PortalMessages;
let ta: PortalMessages;
beforeAll(async () => {
  en = (await loadPortalTexts("en")).m;
  ta = (await loadPortalTexts("ta")).m;
});

const writer = { role: "freelancer" as const, userId: "w" };

describe("moving a post to another day", () => {
  it("is for admins and the post's writer, never the client, another freelancer or a published post", () => {
    const post = { status: "scheduled" as const, assignedFreelancerId: "w" };
    expect(mayReschedule(post, { role: "admin", userId: "a" })).toBe(true);
    expect(mayReschedule(post, writer)).toBe(true);
    expect(mayReschedule(post, { role: "freelancer", userId: "other" })).toBe(false);
    expect(mayReschedule(post, { role: "client", userId: "c" })).toBe(false);
    expect(mayReschedule({ ...post, status: "published" }, { role: "admin", userId: "a" })).toBe(false);
  });

  it("sends a post whose date the client approved back to them, and leaves every other status", () => {
    const after = Object.fromEntries(postStatuses.map((s) => [s, statusAfterReschedule(s)]));
    expect(after).toEqual({
      draft: "draft",
      in_review: "in_review",
      awaiting_client: "awaiting_client",
      approved: "awaiting_client",
      changes_requested: "changes_requested",
      on_hold: "on_hold",
      scheduled: "awaiting_client",
      published: "published",
      failed: "awaiting_client",
    });
  });

  it("keeps the Sri Lanka time of day and refuses a bad, past, same or far day", () => {
    const now = new Date("2026-11-10T00:00:00Z");
    const at = new Date("2026-11-20T04:00:00Z"); // 09:30 in Colombo
    expect(rescheduledTime(at, "2026-11-25", now, en)).toEqual({ ok: true, at: new Date("2026-11-25T04:00:00Z") });
    expect(rescheduledTime(at, "2026-11-31", now, en)).toEqual({
      ok: false,
      message: "Give the new day as a date, such as 2026-11-05.",
    });
    expect(rescheduledTime(at, "2026-11-20", now, en)).toEqual({
      ok: false,
      message: "The post is already on that day.",
    });
    expect(rescheduledTime(at, "2026-11-09", now, en)).toEqual({
      ok: false,
      message: "Choose a day still ahead: the post's time on that day has passed.",
    });
    // Today, but the post's time of day has gone by (05:30 in Colombo now, 09:30 the post's time is still ahead).
    expect(rescheduledTime(at, "2026-11-10", now, en).ok).toBe(true);
    expect(rescheduledTime(at, "2026-11-10", new Date("2026-11-10T05:00:00Z"), en)).toEqual({
      ok: false,
      message: "Choose a day still ahead: the post's time on that day has passed.",
    });
    expect(rescheduledTime(at, "2028-11-20", now, en)).toEqual({
      ok: false,
      message: "Choose a day within the next two years.",
    });
  });

  it("refuses a day in the mover's language", () => {
    const now = new Date("2026-11-10T00:00:00Z");
    const at = new Date("2026-11-20T04:00:00Z");
    expect(rescheduledTime(at, "2026-11-20", now, ta)).toEqual({
      ok: false,
      message: "பதிவு ஏற்கெனவே அந்த நாளில் உள்ளது.",
    });
    expect(rescheduledTime(at, "2028-11-20", now, ta)).toEqual({
      ok: false,
      message: "அடுத்த இரண்டு ஆண்டுகளுக்குள் ஒரு நாளைத் தேர்ந்தெடுக்கவும்.",
    });
  });
});
