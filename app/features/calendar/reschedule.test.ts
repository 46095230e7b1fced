import { describe, expect, it } from "vitest";
import { rescheduleMessages as m, mayReschedule, rescheduledTime, statusAfterReschedule } from "./reschedule";
import { postStatuses } from "./workflow";

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
    expect(rescheduledTime(at, "2026-11-25", now)).toEqual({ ok: true, at: new Date("2026-11-25T04:00:00Z") });
    expect(rescheduledTime(at, "2026-11-31", now)).toEqual({ ok: false, message: m.badDay });
    expect(rescheduledTime(at, "2026-11-20", now)).toEqual({ ok: false, message: m.sameDay });
    expect(rescheduledTime(at, "2026-11-09", now)).toEqual({ ok: false, message: m.passed });
    // Today, but the post's time of day has gone by (05:30 in Colombo now, 09:30 the post's time is still ahead).
    expect(rescheduledTime(at, "2026-11-10", now).ok).toBe(true);
    expect(rescheduledTime(at, "2026-11-10", new Date("2026-11-10T05:00:00Z"))).toEqual({
      ok: false,
      message: m.passed,
    });
    expect(rescheduledTime(at, "2028-11-20", now)).toEqual({ ok: false, message: m.tooFar });
  });
});
