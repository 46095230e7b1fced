import { describe, expect, it } from "vitest";
import { captionProblems, characterCount, hashtagsIn } from "./platforms";

describe("platform caption rules", () => {
  it("counts an emoji or an accented letter as one character", () => {
    expect(characterCount("Ayubowan 🇱🇰 café")).toBe(15);
  });

  it("refuses a caption one character over X's 280, and accepts 280", () => {
    expect(captionProblems("X (Twitter)", "a".repeat(280))).toEqual([]);
    expect(captionProblems("X (Twitter)", "a".repeat(281))).toEqual([
      "X (Twitter) allows 280 characters; this caption has 281.",
    ]);
  });

  it("refuses a 31st hashtag on Instagram, counting each tag once", () => {
    const thirty = Array.from({ length: 30 }, (_, i) => `#tag${i}`).join(" ");
    expect(captionProblems("Instagram", `${thirty} #tag0`)).toEqual([]);
    expect(captionProblems("Instagram", thirty, ["extra"])).toEqual([
      "Instagram allows at most 30 hashtags; this post has 31.",
    ]);
  });

  it("has each platform's published limit", () => {
    expect(captionProblems("LinkedIn", "a".repeat(3000))).toEqual([]);
    expect(captionProblems("LinkedIn", "a".repeat(3001))).toHaveLength(1);
    expect(captionProblems("Facebook", "a".repeat(63206))).toEqual([]);
    expect(captionProblems("TikTok", "a".repeat(4001))).toHaveLength(1);
    expect(captionProblems("Instagram", "a".repeat(2201))).toHaveLength(1);
  });

  it("finds hashtags in any script, not inside words", () => {
    expect(hashtagsIn("Fresh #කෑම and #உணவு, email a#b")).toEqual(["#කෑම", "#உணவு"]);
  });
});
