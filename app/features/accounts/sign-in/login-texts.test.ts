import { describe, expect, it } from "vitest";
import { loadPortalTexts } from "~/lib/portal-texts";
import { expectOwnWords } from "../../../../tests/setup/translations";
import { type LoginTexts, loginTexts } from "./login";
import { loginMessages } from "./login-messages.server";

/** The product's English sign-in texts, word for word (docs/product.md, Accounts and sign-in). */
const spec: LoginTexts = {
  required: "Please enter your Fli DESK ID and password",
  invalid: "Invalid Fli Desk ID or password",
  errorTitle: "Authentication Error",
  unexpected: "An unexpected error occurred",
};

// The sign-in's refusals in the page's language (decision 49); the English ones word for word.
describe("the sign-in's texts", () => {
  it("say in English, from the portal's messages, what the product says word for word", async () => {
    const { m } = await loadPortalTexts("en");
    expect(loginTexts(m)).toEqual(spec);
    // The server's English default is the same texts.
    expect(loginMessages).toEqual(spec);
  });

  it("say each text in Sinhala and in Tamil", async () => {
    await expectOwnWords(spec, loginTexts);
  });
});
