import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { PageHero } from "~/features/site/components/section";
import { SEARCH_QUERY_CHARS, searchPages } from "~/features/site/search";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import type { Route } from "./+types/search";
import { publicPages } from "./pages.server";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(
    {
      title: "Search",
      description: "Search the Fli Digital website.",
      path: location.pathname,
      robots: "noindex, follow",
    },
    seoContextFrom(matches),
  );

/** The target of the WebSite SearchAction: the public pages whose search text holds every word of the query. */
export function loader({ request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, SEARCH_QUERY_CHARS);
  return { q, results: searchPages(publicPages, q) };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, results } = loaderData;
  return (
    <main id="main">
      <PageHero title="Search">
        <Form method="get" role="search" className="mx-auto mt-8 flex max-w-xl gap-2">
          <label htmlFor="search-q" className="sr-only">
            Search the site
          </label>
          <Input id="search-q" name="q" type="search" defaultValue={q} placeholder="SEO, pricing, careers..." />
          <Button type="submit">Search</Button>
        </Form>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {q && (
          <p className="mb-6 text-muted-foreground" role="status">
            {results.length} result{results.length === 1 ? "" : "s"} for “{q}”
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
