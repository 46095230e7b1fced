import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { PageHero } from "~/features/site/components/section";
import { SEARCH_QUERY_CHARS, searchPages } from "~/features/site/search";
import { searchTexts } from "~/features/site/search-texts.server";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import { localeOfPath } from "~/lib/locale";
import type { Route } from "./+types/search";
import { searchablePages } from "./pages.server";

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  seoMeta(
    {
      title: loaderData?.texts.head.title ?? "Search",
      description: loaderData?.texts.head.description ?? "Search the Fli Digital website.",
      path: location.pathname,
      robots: "noindex, follow",
    },
    seoContextFrom(matches),
  );

/**
 * The target of the WebSite SearchAction: the public pages whose search text holds every word of the query, in the
 * address's language (`/si/search` searches the Sinhala pages and links to them), with the page's texts in it.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_QUERY_CHARS);
  const results = searchPages(searchablePages(locale), q);
  return { q, results, texts: searchTexts(locale, q, results.length) };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, results, texts } = loaderData;
  return (
    <main id="main">
      <PageHero title={texts.title}>
        <Form method="get" role="search" className="mx-auto mt-8 flex max-w-xl gap-2">
          <label htmlFor="search-q" className="sr-only">
            {texts.label}
          </label>
          <Input id="search-q" name="q" type="search" defaultValue={q} placeholder={texts.placeholder} />
          <Button type="submit">{texts.submit}</Button>
        </Form>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {texts.summary && (
          <p className="mb-6 text-muted-foreground" role="status">
            {texts.summary}
          </p>
        )}
        <ul className="grid gap-4">
          {results.map((r) => (
            <li key={r.path} className="rounded-xl border border-border bg-card p-5">
              <Link to={r.path} className="font-display text-xl font-bold text-primary hover:underline">
                {r.title}
              </Link>
              <p className="mt-1 text-sm text-muted-foreground">{r.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
