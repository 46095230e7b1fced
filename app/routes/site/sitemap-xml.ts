import { sitemapXml } from "~/features/site/sitemap";
import { envContext } from "~/lib/context.server";
import type { Route } from "./+types/sitemap-xml";
import { publicPages } from "./pages.server";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(sitemapXml(publicPages, context.get(envContext).PUBLIC_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
