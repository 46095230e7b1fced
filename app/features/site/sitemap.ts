import { locales, localizedPath } from "~/lib/locale";
import type { SitePage } from "./page-handle";

/**
 * The sitemap of the public pages (sitemaps.org 0.9), each at its address under the site's public URL, in every
 * language (decision 48): one `<url>` per page and language, each listing all the languages' addresses and
 * `x-default` (English) as `xhtml:link` alternates, as Google documents for localized pages.
 */
export function sitemapXml(pages: readonly SitePage[], publicUrl: string) {
  const urls = pages.flatMap((page) => {
    const href = (path: string) => `${publicUrl}${path}`;
    const alternates = [
      ...locales.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(localizedPath(page.path, locale))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(page.path)}"/>`,
    ].join("");
    return locales.map(
      (locale) =>
        `  <url><loc>${href(localizedPath(page.path, locale))}</loc><changefreq>${page.changefreq}</changefreq>${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
