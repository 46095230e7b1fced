import type { SitePage } from "./page-handle";

export type SearchResult = { path: string; title: string; description: string };

/** The longest query the search reads; the rest is ignored. */
export const SEARCH_QUERY_CHARS = 100;

/** The text a page is found by: its title, description and keywords, and the words its handle adds. */
function searchTextOf(page: SitePage) {
  return [page.title, page.description, ...(page.keywords ?? []), ...(page.searchText?.() ?? [])]
    .join(" ")
    .toLowerCase();
}

/** The public pages whose search text holds every word of the query, in the pages' order; none for no words. */
export function searchPages(pages: readonly SitePage[], query: string): SearchResult[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return pages
    .filter((page) => {
      const text = searchTextOf(page);
      return words.every((word) => text.includes(word));
    })
    .map(({ path, title, description }) => ({ path, title, description }));
}
