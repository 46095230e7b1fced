import { beforeAll, describe, expect, it } from "vitest";
import { loadPortalTexts, type PortalTexts } from "~/lib/portal-texts";
import { captionProblems, characterCount, hashtagsIn } from "./platforms";

let en: PortalTexts;
let si: PortalTexts;
beforeAll(async () => {
  [en, si] = await Promise.all([loadPortalTexts("en"), loadPortalTexts("si")]);
});

describe("platform caption rules", () => {
  it("counts an emoji or an accented letter as one character", () => {
    expect(characterCount("Ayubowan 🇱🇰 café")).toBe(15);
  });

  it("refuses a caption one character over X's 280, and accepts 280", () => {
    expect(captionProblems(en, "X (Twitter)", "a".repeat(280))).toEqual([]);
    expect(captionProblems(en, "X (Twitter)", "a".repeat(281))).toEqual([
      "X (Twitter) allows 280 characters; this caption has 281.",
    ]);
  });

  it("refuses a 31st hashtag on Instagram, counting each tag once", () => {
    const thirty = Array.from({ length: 30 }, (_, i) => `#tag${i}`).join(" ");
    expect(captionProblems(en, "Instagram", `${thirty} #tag0`)).toEqual([]);
    expect(captionProblems(en, "Instagram", thirty, ["extra"])).toEqual([
      "Instagram allows at most 30 hashtags; this post has 31.",
    ]);
  });

  it("has each platform's published limit", () => {
    expect(captionProblems(en, "LinkedIn", "a".repeat(3000))).toEqual([]);
    expect(captionProblems(en, "LinkedIn", "a".repeat(3001))).toHaveLength(1);
    expect(captionProblems(en, "Facebook", "a".repeat(63206))).toEqual([]);
    expect(captionProblems(en, "TikTok", "a".repeat(4001))).toHaveLength(1);
    expect(captionProblems(en, "Instagram", "a".repeat(2201))).toHaveLength(1);
  });

  it("finds hashtags in any script, not inside words", () => {
    expect(hashtagsIn("Fresh #කෑම and #உணவு, email a#b")).toEqual(["#කෑම", "#உணவு"]);
  });

  it("says why in the reader's language, with the figures grouped", () => {
    expect(captionProblems(si, "Facebook", "a".repeat(63207))).toEqual([
      "Facebook අකුරු 63,206ක් පමණක් ඉඩ දෙයි; මෙම විස්තරයේ අකුරු 63,207ක් ඇත.",
    ]);
  });
});
