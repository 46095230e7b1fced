import { describe, expect, it } from "vitest";
import { loadPortalTexts } from "~/lib/portal-texts";
import { RESULTS_MESSAGES, resultsText } from "./messages";
import { META_MESSAGES } from "./meta/messages";

describe("the results' answers in the reader's language", () => {
  it("says every English answer of the Google and Meta connections in Sinhala and Tamil, English word for word", async () => {
    const [en, si, ta] = await Promise.all([loadPortalTexts("en"), loadPortalTexts("si"), loadPortalTexts("ta")]);
    const ours = [...Object.values(RESULTS_MESSAGES), ...Object.values(META_MESSAGES)];
    for (const english of ours) {
      expect(resultsText(en.m, english)).toBe(english);
      // Each a sentence of its script, with no English word but a platform's or product's name.
      for (const [texts, script] of [
        [si, /[\u0D80-\u0DFF]/u],
        [ta, /[\u0B80-\u0BFF]/u],
      ] as const) {
        const said = resultsText(texts.m, english);
        // "Facebook & Instagram" (the page's name) is a name in every language.
        if (english === META_MESSAGES.manage) continue;
        expect(said, english).toMatch(script);
        expect(said.replace(/Google|Facebook|Instagram|Meta|Analytics|Search Console|AI/g, ""), english).not.toMatch(
          /[A-Za-z]{3,}/,
        );
      }
    }
    expect(resultsText(si.m, RESULTS_MESSAGES.grantRevoked)).toBe(
      "Google ප්‍රවේශය අවලංගු කර හෝ කල් ඉකුත් වී ඇත. කරුණාකර Google නැවත සම්බන්ධ කරන්න.",
    );
  });

  it("keeps a provider's own detail after our words, and any text not ours as it is", async () => {
    const { m } = await loadPortalTexts("ta");
    expect(resultsText(m, `${RESULTS_MESSAGES.connectFailed} Token exchange: Google answered 500.`)).toBe(
      "Google ஐ இணைப்பது தோல்வியடைந்தது: Token exchange: Google answered 500.",
    );
    expect(resultsText(m, "Listing properties: Google's quota is used up for now")).toBe(
      "Listing properties: Google's quota is used up for now",
    );
  });
});
