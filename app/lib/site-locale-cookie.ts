import { readCookie } from "./cookies";
import { isLocale, type Locale, localeOfPath } from "./locale";

/**
 * The language of the last public page seen (decision 48, third stage): the browser writes it after hydration, so
 * the cached public pages never carry a Set-Cookie. The portal falls back on it while the profile has no language,
 * and the sign-in records it into the profile when none was chosen.
 */
export const SITE_LOCALE_COOKIE = "site_locale";
// A year, as the remembered browser's cookie: the language outlives the session.
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The cookie's language when it is one of the site's, else null (a forged or stale value counts as none), from a
 * request or its Cookie header (the server's 413, answered before React Router makes a Request).
 */
export function siteLocaleOf(request: Request | string | null): Locale | null {
  const value = readCookie(request, SITE_LOCALE_COOKIE);
  return isLocale(value) ? value : null;
}

/** The portal, the client's review links and the gateway are no public page: their language says nothing. */
const notPublic = ["/dashboard", "/review", "/unsubscribe", "/sandbox-gateway", "/api"];

/** The `document.cookie` line a public page writes for its language; null on a non-public page. */
export function siteLocaleCookieFor(pathname: string, secure: boolean): string | null {
  if (notPublic.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return null;
  const parts = [
    `${SITE_LOCALE_COOKIE}=${localeOfPath(pathname)}`,
    "Path=/",
    "SameSite=Lax",
    `Max-Age=${MAX_AGE_SECONDS}`,
  ];
  return [...parts, ...(secure ? ["Secure"] : [])].join("; ");
}
