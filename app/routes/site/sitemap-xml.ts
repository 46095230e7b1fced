import { publicPages } from "~/features/site/pages";
import type { Route } from "./+types/sitemap-xml";

export function loader({ context }: Route.LoaderArgs) {
  const urls = publicPages
    .map(
      (page) =>
        `  <url><loc>${context.env.PUBLIC_URL}${page.path}</loc><changefreq>${page.changefreq}</changefreq></url>`,
    )
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
