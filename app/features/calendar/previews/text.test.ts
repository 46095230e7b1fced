import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { characterCount } from "../platforms";
import { firstLink, foldText, fullText, hashtagRuns } from "./text";

describe("foldText", () => {
  it("leaves a text that fits whole", () => {
    expect(foldText("Short and sweet", 125)).toEqual({ shown: "Short and sweet", rest: "" });
    const exactly = "a".repeat(125);
    expect(foldText(exactly, 125)).toEqual({ shown: exactly, rest: "" });
  });

  it("cuts at the last space before the limit, never inside a word or a hashtag", () => {
    const text = `${"word ".repeat(24)}#Colombo and more after the fold`; // the tag starts at 120, ends past 125
    const { shown, rest } = foldText(text, 125);
    expect(shown).toBe("word ".repeat(24).trimEnd());
    expect(rest).toBe(" #Colombo and more after the fold");
  });

  it("counts characters as readers do: an emoji is one", () => {
    const text = `${"🌴".repeat(130)}`;
    const { shown } = foldText(text, 125);
    expect(characterCount(shown)).toBe(125);
  });

  it("always keeps the whole text, before and after the fold, within the limit", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 400 }), fc.integer({ min: 1, max: 250 }), (text, limit) => {
        const { shown, rest } = foldText(text, limit);
        expect(shown + rest).toBe(text);
        expect(characterCount(shown)).toBeLessThanOrEqual(limit);
        if (characterCount(text) <= limit) expect(rest).toBe("");
        else expect(rest).not.toBe("");
      }),
    );
  });
});

describe("fullText", () => {
  it("puts the post's hashtags after the caption, each once, with or without their #", () => {
    expect(fullText("Fresh bread today #bakery", ["bakery", "#Colombo", "Colombo", " food "])).toBe(
      "Fresh bread today #bakery\n\n#Colombo #food",
    );
    expect(fullText("Just text", [])).toBe("Just text");
    expect(fullText("", ["a"])).toBe("#a");
  });
});

describe("hashtagRuns", () => {
  it("makes each hashtag a run of its own and leaves the rest as text", () => {
    expect(hashtagRuns("Eat #කෑම now, mail a#b #x")).toEqual([
      { text: "Eat ", tag: false },
      { text: "#කෑම", tag: true },
      { text: " now, mail a#b ", tag: false },
      { text: "#x", tag: true },
    ]);
  });
});

describe("firstLink", () => {
  it("finds the first address, without the punctuation that ends the sentence", () => {
    expect(firstLink("Book now at https://www.example.lk/menu?day=1. Or call us, see https://other.lk")).toEqual({
      url: "https://www.example.lk/menu?day=1",
      domain: "example.lk",
    });
    expect(firstLink("(see www.fli.lk)")).toEqual({ url: "https://www.fli.lk/", domain: "fli.lk" });
    expect(firstLink("Read https://en.wikipedia.org/wiki/Hopper_(food).")?.url).toBe(
      "https://en.wikipedia.org/wiki/Hopper_(food)",
    );
    expect(firstLink("(https://fli.lk/a_(b)), ok")?.url).toBe("https://fli.lk/a_(b)");
  });

  it("finds none in a text without an address", () => {
    expect(firstLink("No link here, only #tags and a@b.lk")).toBeNull();
    expect(firstLink("javascript:alert(1) or ftp://files.lk")).toBeNull();
    expect(firstLink("http://localhost:3000")).toBeNull();
  });
});
