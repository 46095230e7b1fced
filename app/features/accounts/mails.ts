import { formatDateTime } from "~/lib/format";
import { profileSections } from "~/lib/portal-areas";
import { describeUserAgent } from "./sign-in/user-agent";

/*
 * Every mail of the accounts: pure builders, given what they say (the account, the link, the time), answering
 * what the outbox's `queueMail` takes. Links carry one-time tokens, so the mails that hold one are `sensitive`.
 */

type Account = { flideskId: string; email: string };
type Device = { userAgent: string | null; ip: string };

/** The invite an admin's new user gets: their desk ID and the link to set a password. */
export const inviteMail = (to: string, flideskId: string, inviteUrl: string) => ({
  to,
  sensitive: true,
  subject: "Your Fli DESK account",
  text: [
    "An account has been created for you on Fli DESK.",
    "",
    `Your Fli DESK ID: ${flideskId}`,
    `Set your password (the link works once, for 7 days): ${inviteUrl}`,
  ].join("\n"),
});

/** The one-time link to set a new password. */
export const resetMail = (user: Account, link: string) => ({
  to: user.email,
  sensitive: true,
  subject: "Set a new Fli DESK password",
  text: [
    `Someone, hopefully you, asked to set a new password for the Fli DESK account ${user.flideskId}.`,
    "",
    `Set it here (the link works once, for 30 minutes): ${link}`,
    "",
    "If it was not you, ignore this mail: your password stays as it is. Setting a new password signs out every device.",
  ].join("\n"),
});

/** To the new address: the link that confirms it. */
export const confirmEmailMail = (to: string, flideskId: string, link: string) => ({
  to,
  sensitive: true,
  subject: "Confirm your new Fli DESK email address",
  text: [
    `Someone, hopefully you, asked to use this address for the Fli DESK account ${flideskId}.`,
    "",
    `Confirm it here (the link works once, for 24 hours): ${link}`,
    "",
    "If it was not you, ignore this mail: nothing changes.",
  ].join("\n"),
});

/** To the old address, once the change is made. */
export const emailChangedMail = (oldEmail: string, newEmail: string) => ({
  to: oldEmail,
  subject: "Your Fli DESK email address was changed",
  text: [
    `The email address of your Fli DESK account is now ${newEmail}.`,
    "",
    "If you did not make this change, reply to this mail or contact support at once.",
  ].join("\n"),
});

/** A notice to the account's owner: what happened, then what to do if it was not them. */
const notice = (user: Account, subject: string, lines: string[], ifNotYou: string) => ({
  to: user.email,
  subject,
  text: [...lines, "", ifNotYou].join("\n"),
});

const checkDevices = (publicUrl: string) =>
  `If this was not you, change your password and sign out the devices you do not know: ${publicUrl}${profileSections.devices}`;

/** "on 24 Nov 2026, 01:00 (Sri Lanka time)": when the change happened, in the one date-time style. */
const on = (at: Date) => `on ${formatDateTime(at)} (Sri Lanka time)`;

/** Two-factor sign-in turned on or off by the user: the same notice, with what signing in asks for now. */
const switched = (state: "on" | "off", signingInNow: string) => (user: Account, at: Date, publicUrl: string) =>
  notice(
    user,
    `Two-factor sign-in is ${state}`,
    [`Two-factor sign-in was turned ${state} for your Fli DESK account ${user.flideskId} ${on(at)}.`, signingInNow],
    checkDevices(publicUrl),
  );

/** The security mails of an account; each says what happened, when (Sri Lanka time) and what to do if not you. */
export const securityMails = {
  signIn: (user: Account, device: Device, at: Date, publicUrl: string, recoveryCodesLeft?: number) =>
    notice(
      user,
      "New sign-in to your Fli DESK account",
      [
        `Your Fli DESK account ${user.flideskId} was signed in to.`,
        "",
        `When: ${formatDateTime(at)} (Sri Lanka time)`,
        `Device: ${describeUserAgent(device.userAgent)}`,
        `Address: ${device.ip}`,
        ...(recoveryCodesLeft === undefined
          ? []
          : [`A recovery code was used instead of the authenticator app: ${recoveryCodesLeft} left.`]),
      ],
      checkDevices(publicUrl),
    ),
  turnedOn: switched("on", "Signing in now asks for a code from your authenticator app after the password."),
  turnedOff: switched("off", "Signing in now asks for the password only."),
  resetByAdmin: (user: Account, at: Date, publicUrl: string) =>
    notice(
      user,
      "Two-factor sign-in was reset",
      [
        `An admin reset two-factor sign-in for your Fli DESK account ${user.flideskId} ${on(at)}.`,
        `Signing in now asks for the password only. Set it up again from your profile: ${publicUrl}${profileSections.security}`,
      ],
      "If you did not ask for this, tell us at once and change your password.",
    ),
  codesRegenerated: (user: Account, at: Date, publicUrl: string) =>
    notice(
      user,
      "New recovery codes for two-factor sign-in",
      [
        `New recovery codes were made for your Fli DESK account ${user.flideskId} ${on(at)}.`,
        "The old codes no longer work.",
      ],
      checkDevices(publicUrl),
    ),
};
