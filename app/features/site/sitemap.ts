import type { SitePage } from "./page-handle";

/** The sitemap of the public pages (sitemaps.org 0.9), each at its address under the site's public URL. */
export function sitemapXml(pages: readonly SitePage[], publicUrl: string) {
  const urls = pages
    .map((page) => `  <url><loc>${publicUrl}${page.path}</loc><changefreq>${page.changefreq}</changefreq></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
