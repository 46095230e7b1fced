import { formatDateTime, formatNumber } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import { profileSections } from "~/lib/portal-areas";
import { m } from "~/paraglide/messages.js";
import { describeUserAgent } from "./sign-in/user-agent";

/*
 * Every mail of the accounts: pure builders, given what they say (the account, the link, the time) and the
 * recipient's language (decided when the mail is queued: the outbox keeps the rendered text), answering what the
 * outbox's `queueMail` takes. Links carry one-time tokens, so the mails that hold one are `sensitive`.
 */

type Account = { flideskId: string; email: string; locale: Locale | null };
type Device = { userAgent: string | null; ip: string };

/** The language of a user's mails: the one chosen in the profile, else English (decision 48, third stage). */
export const mailLocaleOf = (user: { locale: Locale | null }): Locale => user.locale ?? "en";

/** The invite an admin's new user gets: their desk ID and the link to set a password. */
export const inviteMail = (to: string, flideskId: string, inviteUrl: string, locale: Locale = "en") => ({
  to,
  sensitive: true,
  subject: m.mail_invite_subject({}, { locale }),
  text: [
    m.mail_invite_created({}, { locale }),
    "",
    m.mail_invite_id({ flideskId }, { locale }),
    m.mail_invite_link({ link: inviteUrl }, { locale }),
  ].join("\n"),
});

/** The one-time link to set a new password. */
export const resetMail = (user: Account, link: string) => {
  const locale = mailLocaleOf(user);
  return {
    to: user.email,
    sensitive: true,
    subject: m.mail_reset_subject({}, { locale }),
    text: [
      m.mail_reset_asked({ flideskId: user.flideskId }, { locale }),
      "",
      m.mail_reset_link({ link }, { locale }),
      "",
      m.mail_reset_not_you({}, { locale }),
    ].join("\n"),
  };
};

/** To the new address: the link that confirms it. */
export const confirmEmailMail = (to: string, flideskId: string, link: string, locale: Locale = "en") => ({
  to,
  sensitive: true,
  subject: m.mail_confirm_subject({}, { locale }),
  text: [
    m.mail_confirm_asked({ flideskId }, { locale }),
    "",
    m.mail_confirm_link({ link }, { locale }),
    "",
    m.mail_confirm_not_you({}, { locale }),
  ].join("\n"),
});

/** To the old address, once the change is made. */
export const emailChangedMail = (oldEmail: string, newEmail: string, locale: Locale = "en") => ({
  to: oldEmail,
  subject: m.mail_email_changed_subject({}, { locale }),
  text: [
    m.mail_email_changed_now({ email: newEmail }, { locale }),
    "",
    m.mail_email_changed_not_you({}, { locale }),
  ].join("\n"),
});

/** A notice to the account's owner: what happened, then what to do if it was not them. */
const notice = (user: Account, subject: string, lines: string[], ifNotYou: string) => ({
  to: user.email,
  subject,
  text: [...lines, "", ifNotYou].join("\n"),
});

const checkDevices = (publicUrl: string, locale: Locale) =>
  m.mail_check_devices({ link: `${publicUrl}${profileSections.devices}` }, { locale });

/** Two-factor sign-in turned on or off by the user: the same notice, with what signing in asks for now. */
const switched = (state: "on" | "off") => (user: Account, at: Date, publicUrl: string) => {
  const locale = mailLocaleOf(user);
  const inputs = { flideskId: user.flideskId, at: formatDateTime(at, locale) };
  return notice(
    user,
    (state === "on" ? m.mail_two_factor_on_subject : m.mail_two_factor_off_subject)({}, { locale }),
    state === "on"
      ? [m.mail_two_factor_turned_on(inputs, { locale }), m.mail_two_factor_now_code({}, { locale })]
      : [m.mail_two_factor_turned_off(inputs, { locale }), m.mail_two_factor_now_password({}, { locale })],
    checkDevices(publicUrl, locale),
  );
};

/** The mail of a sign-in: when (Sri Lanka time), the device and the address, and a recovery code's use. */
function signInMail(user: Account, device: Device, at: Date, publicUrl: string, recoveryCodesLeft?: number) {
  const locale = mailLocaleOf(user);
  return notice(
    user,
    m.mail_sign_in_subject({}, { locale }),
    [
      m.mail_sign_in_done({ flideskId: user.flideskId }, { locale }),
      "",
      m.mail_sign_in_when({ at: formatDateTime(at, locale) }, { locale }),
      m.mail_sign_in_device({ device: describeUserAgent(device.userAgent) }, { locale }),
      m.mail_sign_in_address({ ip: device.ip }, { locale }),
      ...(recoveryCodesLeft === undefined
        ? []
        : [m.mail_sign_in_recovery({ left: formatNumber(recoveryCodesLeft, locale) }, { locale })]),
    ],
    checkDevices(publicUrl, locale),
  );
}

/** The security mails of an account; each says what happened, when (Sri Lanka time) and what to do if not you. */
export const securityMails = {
  signIn: signInMail,
  turnedOn: switched("on"),
  turnedOff: switched("off"),
  resetByAdmin: (user: Account, at: Date, publicUrl: string) => {
    const locale = mailLocaleOf(user);
    return notice(
      user,
      m.mail_two_factor_reset_subject({}, { locale }),
      [
        m.mail_two_factor_reset_done({ flideskId: user.flideskId, at: formatDateTime(at, locale) }, { locale }),
        m.mail_two_factor_reset_again({ link: `${publicUrl}${profileSections.security}` }, { locale }),
      ],
      m.mail_two_factor_reset_not_you({}, { locale }),
    );
  },
  codesRegenerated: (user: Account, at: Date, publicUrl: string) => {
    const locale = mailLocaleOf(user);
    return notice(
      user,
      m.mail_codes_subject({}, { locale }),
      [
        m.mail_codes_made({ flideskId: user.flideskId, at: formatDateTime(at, locale) }, { locale }),
        m.mail_codes_old({}, { locale }),
      ],
      checkDevices(publicUrl, locale),
    );
  },
};
