import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import { type ChromeTexts, useChromeTexts } from "~/features/site/texts";
import { localizedPath } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import type { Route } from "./+types/not-found";

/** The site's texts (the root's data) in a `meta` function, which has no hooks. */
function chromeFrom(matches: Route.MetaArgs["matches"]) {
  return matches.map((match) => (match?.data as { chrome?: ChromeTexts } | undefined)?.chrome).find(Boolean);
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const texts = chromeFrom(matches)?.notFound;
  return seoMeta(
    {
      title: texts?.title ?? "Page Not Found",
      description: texts?.description ?? "The page you are looking for does not exist.",
      path: location.pathname,
      robots: "noindex, follow",
    },
    seoContextFrom(matches),
  );
};

// Any path no other route claims: the page renders, with status 404 for browsers and crawlers alike.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  const chrome = useChromeTexts();
  const home = localizedPath("/", useLocale());
  return (
    <div className="pt-16">
      <NotFound texts={{ ...chrome.notFound, home, helpfulLinks: chrome.helpfulLinks }} />
    </div>
  );
}
