import { describe, expect, it } from "vitest";
import { dayOfEndTime } from "./insights.server";
import { permalinkKey } from "./post-figures.server";

describe("a post's permalink", () => {
  it("names the post whatever the host's prefix, a trailing slash or a tracking query", () => {
    expect(permalinkKey("https://www.instagram.com/p/C1a2b3/?igsh=share")).toBe("instagram.com/p/C1a2b3");
    expect(permalinkKey("https://m.facebook.com/ceylontea/posts/pfbid0abc/")).toBe(
      "facebook.com/ceylontea/posts/pfbid0abc",
    );
  });
  it("keeps the query where Facebook names the post in it", () => {
    const a = permalinkKey("https://www.facebook.com/permalink.php?story_fbid=11&id=22&ref=share");
    expect(a).toBe(permalinkKey("https://facebook.com/permalink.php?id=22&story_fbid=11"));
    expect(a).not.toBe(permalinkKey("https://facebook.com/permalink.php?id=22&story_fbid=12"));
    expect(permalinkKey("not an address")).toBeNull();
  });
});

describe("Meta's end_time", () => {
  it("gives the Colombo day its period starts in, for US-aligned and Colombo-aligned days", () => {
    expect(dayOfEndTime("2026-11-20T08:00:00+0000")).toBe("2026-11-19");
    expect(dayOfEndTime("2026-03-10T07:00:00+0000")).toBe("2026-03-09");
    expect(dayOfEndTime("2026-11-19T18:30:00+0000")).toBe("2026-11-19");
    expect(dayOfEndTime("soon")).toBeNull();
  });
});
