import { describe, expect, it } from "vitest";
import { clampProgress, lowersProgress } from "./progress";

describe("progress", () => {
  it("clamps to a whole number from 0 to 100, anything non-numeric 0", () => {
    expect([clampProgress("140"), clampProgress("-3"), clampProgress("42.6"), clampProgress("abc")]).toEqual([
      100, 0, 43, 0,
    ]);
  });

  it("tells an update that takes progress back from one that keeps or raises it", () => {
    expect(lowersProgress(65, "40")).toBe(true);
    expect(lowersProgress(65, "64.4")).toBe(true);
    expect(lowersProgress(65, "65")).toBe(false);
    expect(lowersProgress(65, "90")).toBe(false);
    // What the server would store is what counts: 140 is 100, not lower; nonsense is 0, lower.
    expect(lowersProgress(100, "140")).toBe(false);
    expect(lowersProgress(10, "abc")).toBe(true);
    expect(lowersProgress(0, "0")).toBe(false);
  });
});
