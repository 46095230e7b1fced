import { useEffect, useState } from "react";
import { Link, useLocation, useMatches } from "react-router";
import { type Locale, localeOfPath, localizedPath, unlocalizedPath } from "~/lib/locale";
import { useChromeTexts } from "../texts";

/** Set once the visitor has followed or dismissed the offer: it is not made again for a year. */
export const OFFER_COOKIE = "language_offer";

/**
 * The language the browser prefers among the site's, when it is Sinhala or Tamil and not the page's own: the
 * first of its languages (`navigator.languages`, the list it sends as Accept-Language) that the site has.
 */
export function offeredLocale(preferred: readonly string[], page: Locale): "si" | "ta" | null {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split("-")[0];
    if (primary === "en") return null;
    if (primary === "si" || primary === "ta") return primary === page ? null : primary;
  }
  return null;
}

/**
 * A first visit's offer of the page in Sinhala or Tamil, in that language (decision 48): never a redirect, so
 * search engines and people reach every language at its own address. It is decided in the browser, after the page
 * has hydrated, because the cached page is the same for every visitor; it sits fixed at the foot of the screen, so
 * nothing moves when it appears.
 */
export function LanguageOffer() {
  const { pathname } = useLocation();
  const { offers } = useChromeTexts();
  const [offered, setOffered] = useState<"si" | "ta" | null>(null);
  // A page offered in English only (the purchase path, for now) offers the language's home page instead.
  const translated = useMatches().some((match) => (match.handle as { page?: unknown } | undefined)?.page);
  useEffect(() => {
    if (document.cookie.split("; ").some((c) => c.startsWith(`${OFFER_COOKIE}=`))) return;
    setOffered(offeredLocale(navigator.languages, localeOfPath(pathname)));
  }, [pathname]);
  if (!offered) return null;
  const close = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: one flag, written where every browser can (the Cookie Store API is not in all of them)
    document.cookie = `${OFFER_COOKIE}=1; Max-Age=31536000; Path=/; SameSite=Lax`;
    setOffered(null);
  };
  const offer = offers[offered];
  return (
    <section
      lang={offered}
      aria-label={offer.text}
      className="fixed inset-x-2 bottom-2 z-50 mx-auto flex max-w-xl flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-background p-3 shadow-lg"
    >
      <Link
        to={localizedPath(translated ? unlocalizedPath(pathname) : "/", offered)}
        hrefLang={offered}
        onClick={close}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {offer.text}
      </Link>
      <button type="button" onClick={close} className="min-h-10 rounded-md px-3 text-sm hover:bg-muted">
        {offer.dismiss}
      </button>
    </section>
  );
}
