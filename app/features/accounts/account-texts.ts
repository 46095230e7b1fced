import type { Locale } from "~/lib/locale";
import type { PortalMessages } from "~/lib/portal-texts";
import { type PasswordMessages, passwordMessages } from "~/lib/validation";
import { emailChangeMessages } from "./profile/email-change";

/** The email change's answers in one language (profile/email-change.ts has the English ones). */
export type EmailChangeTexts = { [Key in keyof typeof emailChangeMessages]: (typeof emailChangeMessages)[Key] };

/**
 * The accounts' answers that the server writes itself (the profile's forms, the one-time links, "Forgot password",
 * the email change, an admin's writes to a user), word for word in English. Each server function takes them as
 * `t`, English by default; a route passes `accountTexts(m, locale)`, the same answers in the reader's language
 * (decision 49): the person signed in, or before sign-in the language the page itself is shown in.
 */
export const accountMessages = {
  locale: "en" as Locale,
  passwordsDiffer: "The passwords do not match",
  password: passwordMessages as PasswordMessages,
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
  // The same words whether or not an account matched: the form must not tell who has an account.
  resetSent:
    "If an account matches, we have sent a link to set a new password to its email address. The link works for 30 minutes.",
  resetGone: "This reset link is invalid, used or expired. Ask for a new one from the sign-in page.",
  identifier: "Enter your Fli DESK ID or the email address of your account",
  inviteGone: "This invite link is invalid, used or expired.",
  duplicate: "A user with this email already exists",
  userNotFound: "User not found",
  hasPassword: "This user has already set a password",
  email: emailChangeMessages as EmailChangeTexts,
};

/** The accounts' answers in one language. */
export type AccountTexts = typeof accountMessages;

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
