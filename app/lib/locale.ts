/**
 * The languages of the public site (decision 48): English at `/`, Sinhala under `/si`, Tamil under `/ta`. The
 * language of a page is read from its address, on the server and in the browser alike, so no request ever reads a
 * language another request set.
 */
export const locales = ["en", "si", "ta"] as const;
export type Locale = (typeof locales)[number];
export const baseLocale: Locale = "en";

/** Each language named in itself, as the switcher shows it. */
export const localeNames: Record<Locale, string> = { en: "English", si: "සිංහල", ta: "தமிழ்" };

/** The locale the formatter and `Intl` use for each language (Sri Lanka's conventions). */
export const intlLocales: Record<Locale, string> = { en: "en-LK", si: "si-LK", ta: "ta-LK" };

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/** The language of an address: its first segment when that is `si` or `ta`, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return first && first !== baseLocale && isLocale(first) ? first : baseLocale;
}

/** The address without its language prefix: `/si/pricing` is `/pricing`, `/ta` is `/`. */
export function unlocalizedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === baseLocale) return pathname;
  return pathname.slice(locale.length + 1) || "/";
}

/** The address of an English page in a language: `/pricing` in Sinhala is `/si/pricing`, `/` is `/si`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === baseLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}
