import { envContext } from "~/lib/context.server";
import type { Route } from "./+types/robots-txt";

export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    // The portal's sign-in page is public; everything else under /dashboard needs a session.
    "Allow: /dashboard/auth",
    "Disallow: /dashboard",
    "Disallow: /api/",
    "Disallow: /checkout",
    "Disallow: /payment-success",
    "",
    `Sitemap: ${context.get(envContext).PUBLIC_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
