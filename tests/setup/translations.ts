import { expect } from "vitest";
import type { Locale } from "~/lib/locale";
import { loadPortalTexts, type PortalMessages } from "~/lib/portal-texts";

/**
 * Checks that a feature's texts are its own in Sinhala and in Tamil: the same keys as the English, none empty, none
 * left in the English words. `textsOf` says the texts (their sentences) in a language, and may check more there.
 */
export async function expectOwnWords(
  english: Record<string, string>,
  textsOf: (m: PortalMessages, locale: Exclude<Locale, "en">) => Record<string, string>,
) {
  for (const locale of ["si", "ta"] as const) {
    const words = textsOf((await loadPortalTexts(locale)).m, locale);
    expect(Object.keys(words).sort(), locale).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(words)) {
      expect(text, `${locale}: ${key}`).toBeTruthy();
      expect(text, `${locale}: ${key}`).not.toBe(english[key]);
    }
  }
}
