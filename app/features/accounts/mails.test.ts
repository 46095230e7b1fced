import { describe, expect, it } from "vitest";
import { confirmEmailMail, emailChangedMail, inviteMail, resetMail, securityMails } from "./mails";

const user = { flideskId: "FLD-1234", email: "a@example.lk", locale: null };
const at = new Date("2026-11-23T19:30:00Z");
const url = "https://fli.example";

describe("accounts mails", () => {
  it("the link mails are sensitive and carry their link", () => {
    const invite = inviteMail("a@example.lk", "FLD-1234", `${url}/i/x`);
    expect(invite).toMatchObject({ to: "a@example.lk", sensitive: true, subject: "Your Fli DESK account" });
    expect(invite.text).toContain(`Set your password (the link works once, for 7 days): ${url}/i/x`);
    const reset = resetMail(user, `${url}/r/y`);
    expect(reset).toMatchObject({ sensitive: true, subject: "Set a new Fli DESK password" });
    expect(reset.text).toContain(`Set it here (the link works once, for 30 minutes): ${url}/r/y`);
    const confirm = confirmEmailMail("new@example.lk", "FLD-1234", `${url}/c/z`);
    expect(confirm).toMatchObject({ to: "new@example.lk", sensitive: true });
    expect(confirm.subject).toBe("Confirm your new Fli DESK email address");
    expect(confirm.text).toContain("for the Fli DESK account FLD-1234");
  });

  it("the change notice goes to the old address and names the new one", () => {
    const mail = emailChangedMail("old@example.lk", "new@example.lk");
    expect(mail).toMatchObject({ to: "old@example.lk", subject: "Your Fli DESK email address was changed" });
    expect(mail.text).toContain("is now new@example.lk");
  });

  it("a sign-in notice says when (Sri Lanka time), on what, and the recovery codes left", () => {
    const mail = securityMails.signIn(user, { userAgent: null, ip: "203.0.113.9" }, at, url, 4);
    expect(mail.subject).toBe("New sign-in to your Fli DESK account");
    expect(mail.text).toContain("When: 24 Nov 2026, 01:00 (Sri Lanka time)");
    expect(mail.text).toContain("Device: Unknown device");
    expect(mail.text).toContain("A recovery code was used instead of the authenticator app: 4 left.");
  });

  it("two-factor notices", () => {
    expect(securityMails.turnedOn(user, at, url).subject).toBe("Two-factor sign-in is on");
    expect(securityMails.turnedOff(user, at, url).text).toContain("Signing in now asks for the password only.");
    expect(securityMails.resetByAdmin(user, at, url).subject).toBe("Two-factor sign-in was reset");
    expect(securityMails.codesRegenerated(user, at, url).text).toContain("The old codes no longer work.");
  });

  it("each security notice leads to the profile section where it is acted on (issue 30)", () => {
    const devices = `sign out the devices you do not know: ${url}/dashboard/profile/devices`;
    const signIn = securityMails.signIn(user, { userAgent: null, ip: "203.0.113.9" }, at, url);
    for (const mail of [signIn, securityMails.turnedOn(user, at, url), securityMails.codesRegenerated(user, at, url)])
      expect(mail.text).toContain(devices);
    expect(securityMails.resetByAdmin(user, at, url).text).toContain(
      `Set it up again from your profile: ${url}/dashboard/profile/security`,
    );
  });
});
