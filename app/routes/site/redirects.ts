import { redirect } from "react-router";
import type { Route } from "./+types/redirects";

/**
 * Old and friendly paths that the site links to (the 404 page, the legal pages' 'Back to Login'):
 * each goes permanently to where that content lives now.
 */
export const redirects: Record<string, string> = {
  "/login": "/dashboard/auth",
  "/case-studies": "/portfolio",
  "/about-us": "/#about",
  "/contact": "/#contact",
};

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const to = redirects[pathname.replace(/\/$/, "")];
  if (!to) throw new Response("Not Found", { status: 404 });
  return redirect(to, 301);
}
