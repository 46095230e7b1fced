import { describe, expect, it } from "vitest";
import { loadPortalTexts } from "~/lib/portal-texts";
import { adminMessages, adminMessagesIn } from "./messages";

// The admin's answers in the language of the admin's profile (decision 49); the English ones stay word for word.
describe("the admin's refusals and toasts", () => {
  const said = (texts: typeof adminMessages | ReturnType<typeof adminMessagesIn>) =>
    Object.fromEntries(
      Object.entries(texts).map(([key, text]) => [
        key,
        // Each function's arguments: a desk ID (or a label), then a range's ends; the ones a text does not take unused.
        typeof text === "function" ? (text as (...args: unknown[]) => string)("FLD-ABC12", 0, 100) : text,
      ]),
    );

  it("say in English, from the portal's messages, what they always said", async () => {
    const { m } = await loadPortalTexts("en");
    expect(said(adminMessagesIn(m))).toEqual(said(adminMessages));
  });

  it("say each text in Sinhala and in Tamil, with what they name kept as it is", async () => {
    for (const locale of ["si", "ta"] as const) {
      const { m } = await loadPortalTexts(locale);
      const texts = adminMessagesIn(m);
      for (const [key, text] of Object.entries(said(texts))) expect(text, key).not.toBe(said(adminMessages)[key]);
      expect(texts.userCreated("FLD-ABC12")).toContain("FLD-ABC12");
      expect(texts.resetSent("a@b.lk")).toContain("a@b.lk");
      // One object per language: the actions keep the schemas made with it.
      expect(adminMessagesIn(m)).toBe(texts);
    }
  });
});
