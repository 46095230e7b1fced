import type { Locale } from "./locale";
import { loadPortalTexts, type PortalTexts } from "./portal-texts";
import { siteLocaleOf } from "./site-locale-cookie";

/**
 * The portal's language for a request (decision 49): the person's choice in their profile, else the language of the
 * last public page seen (the `site_locale` cookie), else English. Before sign-in (the sign-in page, a password reset)
 * there is no person, only the cookie. Mails never use the cookie: a mail is not read in the browser that sent the
 * request, so a person without a chosen language gets English mails.
 */
export function portalLocaleOf(request: Request, user: { locale: Locale | null } | null): Locale {
  return user?.locale ?? siteLocaleOf(request) ?? "en";
}

/** The portal's texts for a request, in the language `portalLocaleOf` gives: what a loader or an action answers in. */
export function portalTextsOf(request: Request, user: { locale: Locale | null } | null): Promise<PortalTexts> {
  return loadPortalTexts(portalLocaleOf(request, user));
}
