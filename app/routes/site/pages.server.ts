import { flideskSearchText } from "~/features/site/content/flidesk.server";
import { servicesSearchText } from "~/features/site/content/services.server";
import { type SitePage, sitePageOf } from "~/features/site/page-handle";

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

/**
 * The search words of pages whose texts are compiled messages (decision 48). Those exist on the server only, so
 * these pages' handles, which the browser loads, cannot hold the function: it is added here.
 */
const messageSearchText: Record<string, SitePage["searchText"]> = {
  "/services": servicesSearchText,
  "/flidesk-features": flideskSearchText,
};

export const publicPages: readonly SitePage[] = pagesOf(pageHandles).map((page) => {
  const searchText = messageSearchText[page.path];
  return searchText ? { ...page, searchText } : page;
});
