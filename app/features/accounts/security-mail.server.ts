import type { Db } from "~/lib/db.server";
import { logError } from "~/lib/errors.server";
import { formatDateTime } from "~/lib/format";
import { queueMail } from "~/lib/mail.server";
import type { SessionDevice } from "./session.server";
import { describeUserAgent } from "./user-agent";

type Account = { flideskId: string; email: string };

const footer = (publicUrl: string) => [
  "",
  `If this was not you, change your password and sign out the devices you do not know: ${publicUrl}/dashboard/profile`,
];

/** The security mails of an account; each says what happened, when (Sri Lanka time) and what to do if not you. */
export const securityMails = {
  signIn: (user: Account, device: SessionDevice, at: Date, publicUrl: string, recoveryCodesLeft?: number) => ({
    to: user.email,
    subject: "New sign-in to your Fli DESK account",
    text: [
      `Your Fli DESK account ${user.flideskId} was signed in to.`,
      "",
      `When: ${formatDateTime(at)} (Sri Lanka time)`,
      `Device: ${describeUserAgent(device.userAgent)}`,
      `Address: ${device.ip}`,
      ...(recoveryCodesLeft === undefined
        ? []
        : [`A recovery code was used instead of the authenticator app: ${recoveryCodesLeft} left.`]),
      ...footer(publicUrl),
    ].join("\n"),
  }),
  turnedOn: (user: Account, at: Date, publicUrl: string) => ({
    to: user.email,
    subject: "Two-factor sign-in is on",
    text: [
      `Two-factor sign-in was turned on for your Fli DESK account ${user.flideskId} on ${formatDateTime(at)} (Sri Lanka time).`,
      "Signing in now asks for a code from your authenticator app after the password.",
      ...footer(publicUrl),
    ].join("\n"),
  }),
  turnedOff: (user: Account, at: Date, publicUrl: string) => ({
    to: user.email,
    subject: "Two-factor sign-in is off",
    text: [
      `Two-factor sign-in was turned off for your Fli DESK account ${user.flideskId} on ${formatDateTime(at)} (Sri Lanka time).`,
      "Signing in now asks for the password only.",
      ...footer(publicUrl),
    ].join("\n"),
  }),
  resetByAdmin: (user: Account, at: Date, publicUrl: string) => ({
    to: user.email,
    subject: "Two-factor sign-in was reset",
    text: [
      `An admin reset two-factor sign-in for your Fli DESK account ${user.flideskId} on ${formatDateTime(at)} (Sri Lanka time).`,
      `Signing in now asks for the password only. Set it up again from your profile: ${publicUrl}/dashboard/profile`,
      "",
      "If you did not ask for this, tell us at once and change your password.",
    ].join("\n"),
  }),
  codesRegenerated: (user: Account, at: Date, publicUrl: string) => ({
    to: user.email,
    subject: "New recovery codes for two-factor sign-in",
    text: [
      `New recovery codes were made for your Fli DESK account ${user.flideskId} on ${formatDateTime(at)} (Sri Lanka time).`,
      "The old codes no longer work.",
      ...footer(publicUrl),
    ].join("\n"),
  }),
};

/**
 * Queues a sign-in notice. The outbox sends it later; a failure to queue it is logged and does not stop the
 * sign-in it reports.
 */
export async function queueSignInMail(db: Db, mail: ReturnType<typeof securityMails.signIn>) {
  try {
    await queueMail(db, mail);
  } catch (error) {
    logError(error, "sign-in mail");
  }
}
