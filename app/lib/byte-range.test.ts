import { describe, expect, it } from "vitest";
import { byteRangeOf } from "./byte-range";

describe("byteRangeOf", () => {
  it("reads one range of the three forms, kept inside the object", () => {
    expect(byteRangeOf("bytes=0-499", 1000)).toEqual({ start: 0, end: 499 });
    expect(byteRangeOf("bytes=500-", 1000)).toEqual({ start: 500, end: 999 });
    expect(byteRangeOf("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf("bytes=900-5000", 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
  });

  it("sends the whole object for no range, another unit, several ranges or nonsense", () => {
    for (const header of [null, "", "items=0-1", "bytes=0-1,5-9", "bytes=-", "bytes=abc", "bytes=9-3"])
      expect(byteRangeOf(header, 1000), String(header)).toBeNull();
  });

  it("finds a range past the end unsatisfiable", () => {
    expect(byteRangeOf("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(byteRangeOf("bytes=-0", 1000)).toBe("unsatisfiable");
  });
});
