import { Link, useLocation, useMatches } from "react-router";
import { localeNames, localeOfPath, locales, localizedPath, unlocalizedPath } from "~/lib/locale";
import { cn } from "~/lib/utils";
import { useChromeTexts } from "../texts";

/**
 * The same page in each language (decision 48): plain links, so they work without JavaScript, each language
 * named in itself and marked with its `lang` and `hreflang`. A route offered in every language says so in its
 * handle: a public page by its `page`, the purchase path by `inEveryLanguage` (decision 50). Any other page links
 * to each language's home page instead.
 */
export function LanguageSwitcher({
  className,
  onNavigate,
  landmark = false,
}: {
  className?: string;
  onNavigate?: () => void;
  /** The header's is a navigation landmark; the footer's and the mobile menu's are groups (one landmark per name). */
  landmark?: boolean;
}) {
  const Wrapper = landmark ? "nav" : "div";
  const { pathname, search, hash } = useLocation();
  const translated = useMatches().some((match) => {
    const handle = match.handle as { page?: unknown; inEveryLanguage?: boolean } | undefined;
    return Boolean(handle?.page || handle?.inEveryLanguage);
  });
  const current = localeOfPath(pathname);
  const page = translated || unlocalizedPath(pathname) === "/" ? unlocalizedPath(pathname) : "/";
  return (
    <Wrapper
      aria-label={useChromeTexts().languageLabel}
      role={landmark ? undefined : "group"}
      className={cn("flex items-center", className)}
    >
      <ul className="flex items-center gap-1 text-sm">
        {locales.map((locale) => (
          <li key={locale}>
            <Link
              to={`${localizedPath(page, locale)}${translated ? search : ""}${hash}`}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? "page" : undefined}
              onClick={onNavigate}
              className="inline-flex min-h-10 items-center rounded-md px-2 text-muted-foreground hover:bg-muted hover:text-foreground aria-[current]:font-semibold aria-[current]:text-foreground"
            >
              {localeNames[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
