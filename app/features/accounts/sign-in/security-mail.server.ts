import type { Db } from "~/lib/db.server";
import { logError } from "~/lib/errors.server";
import { formatDateTime } from "~/lib/format";
import { queueMail } from "~/lib/mail.server";
import type { SessionDevice } from "./session.server";
import { describeUserAgent } from "./user-agent";

type Account = { flideskId: string; email: string };

/** A notice to the account's owner: what happened, then what to do if it was not them. */
const notice = (user: Account, subject: string, lines: string[], ifNotYou: string) => ({
  to: user.email,
  subject,
  text: [...lines, "", ifNotYou].join("\n"),
});

const checkDevices = (publicUrl: string) =>
  `If this was not you, change your password and sign out the devices you do not know: ${publicUrl}/dashboard/profile`;

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
  signIn: (user: Account, device: SessionDevice, at: Date, publicUrl: string, recoveryCodesLeft?: number) =>
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
        `Signing in now asks for the password only. Set it up again from your profile: ${publicUrl}/dashboard/profile`,
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
