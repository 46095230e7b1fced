import type { PortalMessages } from "~/lib/portal-texts";

/** Two-factor sign-in texts, shared by the pages and the actions (docs/product.md, Accounts and sign-in). */
export const twoFactorMessages = {
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
} as const;

/** The two-factor answers as texts, whatever the language. */
export type TwoFactorMessages = Record<keyof typeof twoFactorMessages, string>;

/**
 * The same answers in the reader's language (decision 49): the server passes them to each two-factor function,
 * which otherwise answers in English (the table above).
 */
export const twoFactorTexts = (m: PortalMessages): TwoFactorMessages => ({
  code: m.twofactor_code(),
  codeOrRecovery: m.twofactor_code_or_recovery(),
  wrongCode: m.twofactor_wrong_code(),
  wrongCodeOrRecovery: m.twofactor_wrong_code_or_recovery(),
  challengeGone: m.twofactor_challenge_gone(),
  lastTryUsed: m.twofactor_last_try_used(),
  started: m.twofactor_started(),
  notStarted: m.twofactor_not_started(),
  alreadyOn: m.twofactor_already_on(),
  turnedOn: m.twofactor_turned_on(),
  turnedOff: m.twofactor_turned_off(),
  notOn: m.twofactor_not_on(),
  requiredForAdmins: m.twofactor_required_for_admins(),
  codesRegenerated: m.twofactor_codes_regenerated(),
  mustEnrol: m.profile_2fa_must_enrol(),
  currentRequired: m.twofactor_current_required(),
});

/** What a one-time code field takes; the sign-in's second step and the profile's forms share it. */
export const CODE_MAX = 20;
