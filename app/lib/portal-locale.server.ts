import type { Locale } from "./locale";
import { siteLocaleOf } from "./site-locale-cookie";

/**
 * The portal's language for a signed-in user: the one chosen in the profile, else the language of the last public
 * page seen (the `site_locale` cookie), else English. Mails never use the cookie: a mail is not read in the
 * browser that sent the request, so a user without a chosen language gets English mails.
 */
export function portalLocaleOf(request: Request, user: { locale: Locale | null }): Locale {
  return user.locale ?? siteLocaleOf(request) ?? "en";
}
