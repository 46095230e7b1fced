import { baseLocale, isLocale, type Locale } from "./locale";

/** The cookie the public pages leave in the browser: the language of the last public page seen (decision 49). */
export const SITE_LOCALE_COOKIE = "site_locale";

function cookieValue(request: Request, name: string) {
  for (const part of (request.headers.get("cookie") ?? "").split(/;\s*/)) {
    const [key, ...rest] = part.split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/**
 * The portal's language for a request: the person's choice in their profile, else the language of the last public
 * page they saw, else English. Before sign-in (the sign-in page, a password reset) there is no person, only the page.
 */
export function portalLocaleOf(request: Request, user: { locale: Locale | null } | null): Locale {
  if (user?.locale) return user.locale;
  const seen = cookieValue(request, SITE_LOCALE_COOKIE);
  return isLocale(seen) ? seen : baseLocale;
}
