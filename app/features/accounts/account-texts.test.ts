import { describe, expect, it } from "vitest";
import { loadPortalTexts } from "~/lib/portal-texts";
import { expectOwnWords } from "../../../tests/setup/translations";
import { type AccountTexts, accountMessages, accountTexts } from "./account-texts";

/** Every text of the table, the functions said with one address. */
const said = (texts: AccountTexts) => {
  const { email, password, locale: _, ...rest } = texts;
  const mails = Object.entries(email).map(([k, v]) => [`email.${k}`, typeof v === "function" ? v("a@b.lk") : v]);
  const rules = Object.entries(password).map(([k, v]) => [`password.${k}`, v]);
  return Object.fromEntries([...Object.entries(rest), ...mails, ...rules]) as Record<string, string>;
};

/** The product's English answers, word for word (docs/product.md, Accounts and sign-in). */
const spec: Record<string, string> = {
  passwordsDiffer: "The passwords do not match",
  current: "Enter your current password",
  wrongCurrent: "Your current password is not correct",
  same: "Choose a password different from the current one",
  passwordChanged: "Password changed. Every other device has been signed out.",
  deviceSignedOut: "That device has been signed out.",
  othersSignedOut: "Every other device has been signed out.",
  deviceGone: "That device is already signed out.",
  unknownDevice: "Unknown device",
  unknownAddress: "Unknown address",
  name: "Your name can be at most 80 characters, on one line",
  nameSaved: "Your name is saved.",
  language: "Choose English, සිංහල or தமிழ்",
  languageSaved: "Your language is saved: the portal and your mails use it.",
  resetSent:
    "If an account matches, we have sent a link to set a new password to its email address. The link works for 30 minutes.",
  resetGone: "This reset link is invalid, used or expired. Ask for a new one from the sign-in page.",
  identifier: "Enter your Fli DESK ID or the email address of your account",
  inviteGone: "This invite link is invalid, used or expired.",
  duplicate: "A user with this email already exists",
  userNotFound: "User not found",
  hasPassword: "This user has already set a password",
  "email.required": "Enter the new email address",
  "email.invalid": "Please enter a valid email address",
  "email.same": "This is already your email address",
  "email.taken": "This email address is already used by another account",
  "email.sent":
    "We have mailed a confirmation link to a@b.lk. Your email address changes when you open it (within 24 hours).",
  "email.gone": "This confirmation link is invalid, used or expired. Ask for a new one from your profile.",
  "email.changed": "Your Fli DESK email address is now a@b.lk.",
  "password.required": "Password is required",
  "password.length": "Password must be at least 8 characters long",
  "password.lower": "Password must contain at least one lowercase letter",
  "password.upper": "Password must contain at least one uppercase letter",
  "password.number": "Password must contain at least one number",
  "password.tooLong": "Password must be at most 128 characters long",
};

// The accounts' server answers in the reader's language (issue 33); the English ones word for word.
describe("the accounts' answers", () => {
  it("say in English, from the portal's messages, what the product says word for word", async () => {
    const { m } = await loadPortalTexts("en");
    expect(said(accountTexts(m, "en"))).toEqual(spec);
    // The English default of every server function is the same table.
    expect(accountMessages.locale).toBe("en");
    expect(said(accountMessages)).toEqual(spec);
  });

  it("say each text in Sinhala and in Tamil, with the address they name kept", async () => {
    await expectOwnWords(spec, (m, locale) => {
      const texts = accountTexts(m, locale);
      expect(texts.locale).toBe(locale);
      expect(texts.email.sent("a@b.lk")).toContain("a@b.lk");
      return said(texts);
    });
  });
});
