import { englishTexts } from "~/lib/actor-texts.server";
import type { Locale } from "~/lib/locale";
import type { PortalMessages } from "~/lib/portal-texts";
import type { PasswordMessages } from "~/lib/validation";

/** The email change's answers in one language. */
export type EmailChangeTexts = {
  required: string;
  invalid: string;
  same: string;
  taken: string;
  /** The confirmation link was mailed to `email`. */
  sent: (email: string) => string;
  gone: string;
  /** The account's address is now `email`. */
  changed: (email: string) => string;
};

/**
 * The accounts' answers that the server writes itself (the profile's forms, the one-time links, "Forgot password",
 * the email change, an admin's writes to a user), in one language. Each server function takes them as `t`,
 * English by default (`accountMessages`); a route passes `accountTexts(m, locale)`, the same answers in the
 * reader's language (decision 49): the person signed in, or before sign-in the language the page itself is shown in.
 */
export type AccountTexts = {
  /** The language they are in: the rate limits' "try again in" says it too. */
  locale: Locale;
  passwordsDiffer: string;
  password: PasswordMessages;
  current: string;
  wrongCurrent: string;
  same: string;
  passwordChanged: string;
  deviceSignedOut: string;
  othersSignedOut: string;
  deviceGone: string;
  unknownDevice: string;
  unknownAddress: string;
  name: string;
  nameSaved: string;
  language: string;
  languageSaved: string;
  /** The same words whether or not an account matched: the form must not tell who has an account. */
  resetSent: string;
  resetGone: string;
  identifier: string;
  inviteGone: string;
  duplicate: string;
  userNotFound: string;
  hasPassword: string;
  email: EmailChangeTexts;
};

/** The same answers in the language `m` speaks (`locale`: the rate limits' "try again in" says it too). */
export function accountTexts(m: PortalMessages, locale: Locale): AccountTexts {
  return {
    locale,
    passwordsDiffer: m.account_passwords_differ(),
    password: {
      required: m.buy_password_required(),
      length: m.buy_password_length(),
      lower: m.buy_password_lower(),
      upper: m.buy_password_upper(),
      number: m.buy_password_number(),
      tooLong: m.buy_password_too_long(),
    },
    current: m.twofactor_current_required(),
    wrongCurrent: m.profile_wrong_current(),
    same: m.account_password_same(),
    passwordChanged: m.profile_password_changed(),
    deviceSignedOut: m.profile_device_signed_out(),
    othersSignedOut: m.profile_others_signed_out(),
    deviceGone: m.profile_device_gone(),
    unknownDevice: m.account_unknown_device(),
    unknownAddress: m.profile_unknown_address(),
    name: m.account_name_too_long(),
    nameSaved: m.account_name_saved(),
    language: m.account_language_choose(),
    languageSaved: m.account_language_saved(),
    resetSent: m.account_reset_sent(),
    resetGone: m.account_reset_gone(),
    identifier: m.account_reset_identifier(),
    inviteGone: m.account_invite_gone(),
    duplicate: m.admin_msg_duplicate_email(),
    userNotFound: m.admin_msg_user_not_found(),
    hasPassword: m.admin_msg_invite_not_needed(),
    email: {
      required: m.account_email_required(),
      invalid: m.admin_msg_invalid_email(),
      same: m.account_email_same(),
      taken: m.account_email_taken(),
      sent: (email) => m.account_email_sent({ email }),
      gone: m.auth_confirm_link_gone(),
      changed: (email) => m.auth_email_changed({ email }),
    },
  };
}

/**
 * The answers in English, from the portal's English messages (the product's words, word for word:
 * account-texts.test.ts): the one source of the English, as of the other languages.
 */
export const accountMessages: AccountTexts = accountTexts(englishTexts.m, "en");
