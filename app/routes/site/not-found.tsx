import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(
    {
      title: "Page Not Found",
      description: "The page you are looking for does not exist.",
      path: location.pathname,
      robots: "noindex, follow",
    },
    seoContextFrom(matches),
  );

// Any path no other route claims: the page renders, with status 404 for browsers and crawlers alike.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return (
    <div className="pt-16">
      <NotFound />
    </div>
  );
}
