import type { PortalMessages } from "~/lib/portal-texts";

/**
 * The two-factor answers (docs/product.md, Accounts and sign-in), shared by the pages and the actions, in one
 * language: `twoFactorTexts(m)`. The server's English default is `twoFactorMessages` (two-factor-messages.server.ts).
 */
export type TwoFactorMessages = {
  code: string;
  codeOrRecovery: string;
  wrongCode: string;
  wrongCodeOrRecovery: string;
  challengeGone: string;
  lastTryUsed: string;
  started: string;
  notStarted: string;
  alreadyOn: string;
  turnedOn: string;
  turnedOff: string;
  notOn: string;
  requiredForAdmins: string;
  codesRegenerated: string;
  mustEnrol: string;
  currentRequired: string;
};

/**
 * The answers in the language `m` speaks (decision 49): the server passes them to each two-factor function, which
 * otherwise answers in English (the same function given the English messages).
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
