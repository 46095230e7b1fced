import { describe, expect, it } from "vitest";
import { retryText, writeLimitText } from "./rate-limit.server";

describe("retryText", () => {
  it("says when to retry in seconds or minutes", () => {
    expect(retryText(1)).toBe("Too many attempts. Please try again in 1 second.");
    expect(retryText(45)).toBe("Too many attempts. Please try again in 45 seconds.");
    expect(retryText(60)).toBe("Too many attempts. Please try again in 1 minute.");
    expect(retryText(541)).toBe("Too many attempts. Please try again in 10 minutes.");
  });
  it("says it in the asker's language, with that language's plural forms", () => {
    expect(retryText(541, "si")).toBe("උත්සාහයන් වැඩියි. කරුණාකර මිනිත්තු 10කට පසු නැවත උත්සාහ කරන්න.");
    expect(retryText(60, "ta")).toBe("பல முறை முயன்றுவிட்டீர்கள். 1 நிமிடத்திற்குப் பிறகு மீண்டும் முயலவும்.");
    expect(retryText(120, "ta")).toBe("பல முறை முயன்றுவிட்டீர்கள். 2 நிமிடங்களுக்குப் பிறகு மீண்டும் முயலவும்.");
  });
});

describe("writeLimitText", () => {
  it("names what was too much and when to try again", () => {
    expect(writeLimitText("comments", 540)).toBe(
      "You have sent too many comments in a short time. Please try again in 9 minutes.",
    );
    expect(writeLimitText("tickets", 30)).toBe(
      "You have sent too many new tickets in a short time. Please try again in 30 seconds.",
    );
  });
});
