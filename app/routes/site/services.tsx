import { Link } from "react-router";
import { CheckList } from "~/components/check-list";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { PageHero } from "~/features/site/components/section";
import { servicesTexts } from "~/features/site/content/services.server";
import type { SitePageHandle } from "~/features/site/page-handle";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import { localeOfPath, localizedPath } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import type { Route } from "./+types/services";

// The English head, as the sitemap and the search read it; the page's loader gives it in the page's language.
export const handle = {
  page: {
    path: "/services",
    title: "Services: SEO, Brand Identity & Web Development",
    description:
      "Advanced SEO from $115/month, brand identity design from $5,000 and professional web development from $1500 per project.",
    changefreq: "monthly",
    keywords: ["SEO Sri Lanka", "brand identity design", "web development Sri Lanka", "digital marketing"],
    cached: true,
  },
} satisfies SitePageHandle;

// The texts in the address's language, made on the server (decision 48): the browser gets that language only.
export function loader({ request }: Route.LoaderArgs) {
  return servicesTexts(localeOfPath(new URL(request.url).pathname));
}

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(handle.page, seoContextFrom(matches));

export default function Services({ loaderData: texts }: Route.ComponentProps) {
  const quote = localizedPath("/quote", useLocale());
  return (
    <main id="main">
      <PageHero eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-20 sm:px-6 lg:grid-cols-3">
        {texts.blocks.map((service) => (
          <Card key={service.id} id={service.id} className="flex scroll-mt-24 flex-col">
            <CardHeader>
              <CardTitle as="h2" className="text-2xl">
                {service.title}
              </CardTitle>
              <CardDescription className="text-base">{service.text}</CardDescription>
            </CardHeader>
            <CardContent className="flex-1">
              <CheckList items={service.features} className="text-base" />
              <p className="mt-6 font-display text-2xl font-bold text-primary">{service.price}</p>
              {service.note && <p className="mt-1 text-sm text-muted-foreground">{service.note}</p>}
            </CardContent>
            <CardFooter>
              <Button asChild className="w-full">
                <Link to={quote}>
                  {texts.getStarted}
                  <span className="sr-only">{service.getStartedWith}</span>
                </Link>
              </Button>
            </CardFooter>
          </Card>
        ))}
      </div>
    </main>
  );
}
