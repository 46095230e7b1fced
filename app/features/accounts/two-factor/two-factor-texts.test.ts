import { describe, expect, it } from "vitest";
import { loadPortalTexts } from "~/lib/portal-texts";
import { expectOwnWords } from "../../../../tests/setup/translations";
import { type TwoFactorMessages, twoFactorTexts } from "./two-factor";
import { twoFactorMessages } from "./two-factor-messages.server";

/** The product's English two-factor answers, word for word (docs/product.md, Accounts and sign-in). */
const spec: TwoFactorMessages = {
  code: "Enter the 6-digit code from your authenticator app",
  codeOrRecovery: "Enter the 6-digit code from your authenticator app or one of your recovery codes",
  wrongCode: "That code is not correct. Check the time on your phone and try again.",
  wrongCodeOrRecovery: "That code is not correct, or the recovery code has been used already.",
  challengeGone: "Your sign-in has timed out. Please sign in again.",
  lastTryUsed: "That code is not correct, and that was the last of 5 tries. Please sign in again.",
  started: "Scan the QR code with your authenticator app, then enter the code it shows.",
  notStarted: "Start the set-up first.",
  alreadyOn: "Two-factor sign-in is already on.",
  turnedOn: "Two-factor sign-in is on. Keep your recovery codes somewhere safe: they are shown only once.",
  turnedOff: "Two-factor sign-in is off.",
  notOn: "Two-factor sign-in is not on.",
  requiredForAdmins: "Admins must use two-factor sign-in on this server, so it cannot be turned off.",
  codesRegenerated: "New recovery codes are ready. The old ones no longer work.",
  mustEnrol: "Set up two-factor sign-in to continue: admins need it on this server.",
  currentRequired: "Enter your current password",
};

// The two-factor answers in the reader's language (decision 49); the English ones word for word.
describe("the two-factor answers", () => {
  it("say in English, from the portal's messages, what the product says word for word", async () => {
    const { m } = await loadPortalTexts("en");
    expect(twoFactorTexts(m)).toEqual(spec);
    // The server's English default is the same texts.
    expect(twoFactorMessages).toEqual(spec);
  });

  it("say each text in Sinhala and in Tamil", async () => {
    await expectOwnWords(spec, twoFactorTexts);
  });
});
