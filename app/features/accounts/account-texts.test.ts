import { describe, expect, it } from "vitest";
import { loadPortalTexts } from "~/lib/portal-texts";
import { accountMessages, accountTexts } from "./account-texts";

/** Every text of the table, the functions said with one address. */
const said = (texts: typeof accountMessages) => {
  const { email, password, locale: _, ...rest } = texts;
  const mails = Object.entries(email).map(([k, v]) => [`email.${k}`, typeof v === "function" ? v("a@b.lk") : v]);
  const rules = Object.entries(password).map(([k, v]) => [`password.${k}`, v]);
  return Object.fromEntries([...Object.entries(rest), ...mails, ...rules]) as Record<string, string>;
};

// The accounts' server answers in the reader's language (issue 33); the English ones word for word.
describe("the accounts' answers", () => {
  it("say in English, from the portal's messages, what they always said", async () => {
    const { m } = await loadPortalTexts("en");
    expect(said(accountTexts(m, "en"))).toEqual(said(accountMessages));
  });

  it("say each text in Sinhala and in Tamil, with the address they name kept", async () => {
    for (const locale of ["si", "ta"] as const) {
      const { m } = await loadPortalTexts(locale);
      const texts = accountTexts(m, locale);
      expect(texts.locale).toBe(locale);
      const english = said(accountMessages);
      for (const [key, text] of Object.entries(said(texts))) expect(text, key).not.toBe(english[key]);
      expect(texts.email.sent("a@b.lk")).toContain("a@b.lk");
    }
  });
});
