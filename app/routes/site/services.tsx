import { Link } from "react-router";
import { CheckList } from "~/components/check-list";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { PageHero } from "~/features/site/components/section";
import { serviceBlocks } from "~/features/site/content/services";
import type { SitePageHandle } from "~/features/site/page-handle";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import type { Route } from "./+types/services";

export const handle = {
  page: {
    path: "/services",
    title: "Services: SEO, Brand Identity & Web Development",
    description:
      "Advanced SEO from $115/month, brand identity design from $5,000 and professional web development from $1500 per project.",
    changefreq: "monthly",
    keywords: ["SEO Sri Lanka", "brand identity design", "web development Sri Lanka", "digital marketing"],
    cached: true,
    searchText: () => serviceBlocks.flatMap((service) => [service.title, service.text, ...service.features]),
  },
} satisfies SitePageHandle;

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(handle.page, seoContextFrom(matches));

export default function Services() {
  return (
    <main id="main">
      <PageHero
        eyebrow="Services"
        title="Digital Services That Grow Your Business"
        intro="Search, brand and web: everything a growing business needs to be found, remembered and chosen."
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-20 sm:px-6 lg:grid-cols-3">
        {serviceBlocks.map((service) => (
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
                <Link to="/quote">
                  Get Started<span className="sr-only"> with {service.title}</span>
                </Link>
              </Button>
            </CardFooter>
          </Card>
        ))}
      </div>
    </main>
  );
}
