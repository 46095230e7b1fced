import { describe, expect, it } from "vitest";
import { loadPortalTexts } from "./portal-texts";
import { retryText, writeLimitNames, writeLimitText } from "./rate-limit.server";

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
  it("names what was too much and when to try again", async () => {
    const { m } = await loadPortalTexts("en");
    expect(writeLimitText(m, "comments", 540)).toBe(
      "You have sent too many comments in a short time. Please try again in 9 minutes.",
    );
    expect(writeLimitText(m, "tickets", 30)).toBe(
      "You have sent too many new tickets in a short time. Please try again in 30 seconds.",
    );
    expect(writeLimitText(m, "progressUpdates", 1)).toBe(
      "You have sent too many progress updates in a short time. Please try again in 1 second.",
    );
    expect(writeLimitText(m, "invites", 60)).toBe(
      "You have sent too many invitations and reset links in a short time. Please try again in 1 minute.",
    );
  });

  it("says it in the reader's language, every limit named", async () => {
    const si = (await loadPortalTexts("si")).m;
    const ta = (await loadPortalTexts("ta")).m;
    expect(writeLimitText(si, "comments", 540)).toBe(
      "ඔබ කෙටි කාලයක් තුළ අදහස් ඕනෑවට වඩා යවා ඇත. කරුණාකර මිනිත්තු 9කට පසු නැවත උත්සාහ කරන්න.",
    );
    expect(writeLimitText(ta, "comments", 1)).toBe(
      "குறுகிய நேரத்தில் கருத்துகளை மிக அதிகமாக அனுப்பியுள்ளீர்கள். 1 விநாடிக்குப் பிறகு மீண்டும் முயலவும்.",
    );
    expect(writeLimitText(ta, "posts", 120)).toBe(
      "குறுகிய நேரத்தில் நாட்காட்டிப் பதிவுகளையும் முடிவுகளையும் மிக அதிகமாக அனுப்பியுள்ளீர்கள். 2 நிமிடங்களுக்குப் பிறகு மீண்டும் முயலவும்.",
    );
    // Each limit's noun is its own in each language: no two limits read alike, and none is left in English.
    for (const m of [si, ta]) {
      const said = writeLimitNames.map((name) => writeLimitText(m, name, 600));
      expect(new Set(said).size).toBe(writeLimitNames.length);
      for (const text of said) expect(text).not.toMatch(/[A-Za-z]/);
    }
  });
});
