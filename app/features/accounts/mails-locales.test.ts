import { describe, expect, it } from "vitest";
import { confirmEmailMail, emailChangedMail, inviteMail, resetMail, securityMails } from "./mails";
import { describeUserAgent } from "./sign-in/user-agent";

// The mails of a Sinhala or Tamil recipient (decision 48, third stage): subject and body in their language, with
// no English left but the brand, desk IDs, addresses, links, figures and what the sender wrote.
const at = new Date("2026-11-23T19:30:00Z");
const url = "https://fli.example";
const device = { userAgent: "Mozilla/5.0 (Windows NT 10.0) Chrome/131.0", ip: "203.0.113.7" };
const SCRIPTS = { si: /[\u0D80-\u0DFF]/u, ta: /[\u0B80-\u0BFF]/u } as const;

/** What may stay in English: the brand, IDs, links, addresses, the device's browser and system names. */
const allowed = [
  /Fli DESK|Fli Digital/g,
  /https?:\/\/\S+/g,
  /\S+@\S+/g,
  /FLD-[\w-]+/g,
  new RegExp(describeUserAgent(device.userAgent).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "g"),
];
const englishLeft = (text: string) =>
  allowed.reduce((rest, pattern) => rest.replace(pattern, " "), text).match(/[A-Za-z]{2,}/g) ?? [];

function mailsFor(locale: "si" | "ta") {
  const user = { flideskId: "FLD-1234", email: "a@example.lk", locale };
  return {
    invite: inviteMail("a@example.lk", "FLD-1234", `${url}/i/x`, locale),
    reset: resetMail(user, `${url}/r/y`),
    confirm: confirmEmailMail("b@example.lk", "FLD-1234", `${url}/c/z`, locale),
    changed: emailChangedMail("a@example.lk", "b@example.lk", locale),
    signIn: securityMails.signIn(user, device, at, url),
    signInRecovery: securityMails.signIn(user, device, at, url, 3),
    turnedOn: securityMails.turnedOn(user, at, url),
    turnedOff: securityMails.turnedOff(user, at, url),
    resetByAdmin: securityMails.resetByAdmin(user, at, url),
    codes: securityMails.codesRegenerated(user, at, url),
  };
}

describe("accounts' mails in the recipient's language", () => {
  for (const locale of ["si", "ta"] as const) {
    it(`writes every mail in ${locale}, subject and body, with no English left`, () => {
      for (const [name, mail] of Object.entries(mailsFor(locale))) {
        expect(mail.subject, `${name} subject`).toMatch(SCRIPTS[locale]);
        expect(mail.text, `${name} text`).toMatch(SCRIPTS[locale]);
        expect(englishLeft(`${mail.subject}\n${mail.text}`), name).toEqual([]);
      }
    });
  }

  it("writes a date in the recipient's language and Sri Lanka's time", () => {
    const { signIn } = mailsFor("ta");
    expect(signIn.text).toContain("இலங்கை நேரம்");
    expect(signIn.text).not.toContain("Nov");
  });

  it("stays word for word English for a recipient without a language", () => {
    const reset = resetMail({ flideskId: "FLD-1234", email: "a@example.lk", locale: null }, `${url}/r/y`);
    expect(reset.subject).toBe("Set a new Fli DESK password");
    expect(reset.text).toContain(`Set it here (the link works once, for 30 minutes): ${url}/r/y`);
  });
});
