import { seoPlans, socialPlans } from "~/features/plans";
import { careersSearchText, careersTexts } from "~/features/site/content/careers.server";
import { portfolioSearchText, portfolioTexts } from "~/features/site/content/case-studies.server";
import { flideskSearchText, flideskTexts } from "~/features/site/content/flidesk.server";
import { homeTexts } from "~/features/site/content/home.server";
import { partnershipsSearchText, partnershipsTexts } from "~/features/site/content/partnerships.server";
import { pricingTexts } from "~/features/site/content/pricing.server";
import { quoteTexts } from "~/features/site/content/quote.server";
import { servicesSearchText, servicesTexts } from "~/features/site/content/services.server";
import { supportSearchText, supportTexts } from "~/features/site/content/support.server";
import { type SitePage, sitePageOf } from "~/features/site/page-handle";
import { baseLocale, type Locale, localizedPath } from "~/lib/locale";

/**
 * The one list of the public pages, read from their route modules' handles when the server starts: the sitemap and
 * the site search list what it holds (the page cache reads the same handles, from the route it renders). Every page
 * module of the site is in it; the layout, the search and the 404 are not pages of their own, and the `.ts`
 * modules beside them (redirects, robots.txt, the sitemap) are resource routes. Vite expands the glob when it
 * builds, so the browser never loads this list.
 */
const pageHandles = import.meta.glob(
  ["./**/*.tsx", "!./layout.tsx", "!./search.tsx", "!./not-found.tsx", "!./**/*.test.tsx"],
  { eager: true, import: "handle" },
);

/**
 * The pages the handles declare, by path ("/" first). A page module with no `handle` export fails the build; one
 * whose handle declares no valid page, or two pages at one address, stop the server at start (and the unit tests
 * before that): a page would otherwise be left out of the sitemap and the search without a word.
 */
export function pagesOf(modules: Record<string, unknown>): SitePage[] {
  const pages = Object.entries(modules).map(([file, handle]) => {
    const page = sitePageOf(handle);
    if (!page) throw new Error(`${file}: its \`handle\` must declare the public page (SitePageHandle)`);
    return page;
  });
  const paths = pages.map((page) => page.path);
  const twice = paths.find((path, i) => paths.indexOf(path) !== i);
  if (twice) throw new Error(`Two public pages declare the address ${twice}`);
  return pages.sort((a, b) => (a.path < b.path ? -1 : 1));
}

type PageTexts = { head: { title: string; description: string }; words: readonly string[] };

/**
 * The head and search words of pages whose texts are compiled messages (decision 48), in each language. Those exist
 * on the server only, so these pages' handles, which the browser loads, cannot hold them: they are added here. A
 * page translated later adds its line, and the search finds it in Sinhala and Tamil too.
 */
const translatedTexts: Record<string, (locale: Locale) => PageTexts> = {
  "/": (locale) => ({ head: homeTexts(locale).head, words: [] }),
  "/services": (locale) => ({ head: servicesTexts(locale).head, words: servicesSearchText(locale) }),
  "/quote": (locale) => ({ head: quoteTexts(locale).head, words: [] }),
  "/support": (locale) => ({ head: supportTexts(locale).head, words: supportSearchText(locale) }),
  "/portfolio": (locale) => ({ head: portfolioTexts(locale).head, words: portfolioSearchText(locale) }),
  "/partnerships": (locale) => ({ head: partnershipsTexts(locale).head, words: partnershipsSearchText(locale) }),
  "/careers": (locale) => ({ head: careersTexts(locale).head, words: careersSearchText(locale) }),
  "/flidesk-features": (locale) => ({ head: flideskTexts(locale).head, words: flideskSearchText(locale) }),
  // Plan names are the same in every language.
  "/pricing": (locale) => ({
    head: pricingTexts(locale).head,
    words: [...socialPlans, ...seoPlans].map((p) => p.name),
  }),
};

export const publicPages: readonly SitePage[] = pagesOf(pageHandles).map((page) => {
  const texts = translatedTexts[page.path];
  return texts ? { ...page, searchText: () => texts(baseLocale).words } : page;
});

const pagesByLocale = new Map<Locale, readonly SitePage[]>([[baseLocale, publicPages]]);

/**
 * The public pages as the search in one language finds them: at their address in that language, by their head and
 * words in it. A page not translated yet is shown in English under the language's address, so it is found by its
 * English words. Made once per language: the texts depend on the build alone.
 */
export function searchablePages(locale: Locale): readonly SitePage[] {
  const made = pagesByLocale.get(locale);
  if (made) return made;
  const pages = publicPages.map((page): SitePage => {
    const path = localizedPath(page.path, locale) as SitePage["path"];
    const texts = translatedTexts[page.path]?.(locale);
    return texts ? { ...page, ...texts.head, path, searchText: () => texts.words } : { ...page, path };
  });
  pagesByLocale.set(locale, pages);
  return pages;
}
