import { baseLocale, type Locale, localizedPath } from "~/lib/locale";

/**
 * A public page, declared once: in its route module's `handle` (`export const handle = { page: {...} } satisfies
 * SitePageHandle`). The route's `meta` builds the head from it, and the server reads every route's handle for the
 * sitemap, the site search and the page cache (`app/routes/site/pages.server.ts`, `server/cached-pages.ts`,
 * `entry.server.tsx`): adding a page is its route in app/routes.ts and its module with this handle, nothing else.
 *
 * The handle is part of the route's browser module. It holds the head texts, which the browser needs for `meta`
 * anyway, and a function for the search's extra words, which runs only on the server: no text reaches the browser
 * through it that the page did not ship already.
 */
export type SitePage = {
  /** Its one address: the canonical link, the sitemap's `<loc>`, the search result's link, the page cache's key. */
  path: `/${string}`;
  title: string;
  description: string;
  /** The head's keywords (the site's defaults without them); the search matches them too. */
  keywords?: readonly string[];
  /** How often the page changes, as the sitemap tells crawlers. */
  changefreq: "weekly" | "monthly" | "yearly";
  /**
   * Whether the page cache may keep its HTML: only for a page that is the same for every visitor (it depends on the
   * build and the environment alone). A request with a query is rendered anyway, so a page that reads its query
   * (`/pricing?error=`) may still be cached without one.
   */
  cached: boolean;
  /**
   * More words the site search matches besides the title, description and keywords, taken from content the page
   * itself renders (a function, so the browser never builds the list; it only holds what the page already ships).
   */
  searchText?: () => readonly string[];
};

export type SitePageHandle = { page: SitePage };

const CHANGE_FREQUENCIES: readonly unknown[] = ["weekly", "monthly", "yearly"];
const isText = (value: unknown) => typeof value === "string" && value.trim() !== "";

/**
 * The page a route's handle declares, or null when it declares none (the layout, the search, the 404, the portal).
 * Checked at run time too, since the server reads handles from modules it did not type (a glob, the build).
 */
export function sitePageOf(handle: unknown): SitePage | null {
  const page = (handle as { page?: unknown } | null | undefined)?.page;
  if (typeof page !== "object" || page === null) return null;
  const { path, title, description, keywords, changefreq, cached, searchText } = page as Record<string, unknown>;
  const valid =
    typeof path === "string" &&
    /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/.test(path) &&
    isText(title) &&
    isText(description) &&
    (keywords === undefined || (Array.isArray(keywords) && keywords.every(isText))) &&
    CHANGE_FREQUENCIES.includes(changefreq) &&
    typeof cached === "boolean" &&
    (searchText === undefined || typeof searchText === "function");
  return valid ? (page as SitePage) : null;
}

/**
 * The address under which the page cache may keep a route's page: its handle's path, in the route's language
 * (`/si/services` for the Sinhala route of `/services`, decision 48), when the page is cached. Each language's
 * page is so kept under its own key.
 */
export function cachedAddressOf(handle: unknown, locale: Locale = baseLocale): string | null {
  const page = sitePageOf(handle);
  return page?.cached ? localizedPath(page.path, locale) : null;
}
