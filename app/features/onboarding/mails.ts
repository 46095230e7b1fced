/** Onboarding's mails: plain text, built from what they are given, in the language the buyer used (decision 48). */
import type { Locale } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";

/** The one-time link to continue a saved draft; `link` holds the token, so the mail is sensitive. */
export function draftLinkMail(link: string, locale: Locale = "en") {
  const options = { locale };
  return {
    subject: m.mail_onboarding_draft_subject({}, options),
    text: [
      m.mail_onboarding_draft_hello({}, options),
      "",
      m.mail_onboarding_draft_asked({}, options),
      "",
      m.mail_onboarding_draft_continue({ link }, options),
      "",
      m.mail_onboarding_draft_kept({}, options),
    ].join("\n"),
  };
}
