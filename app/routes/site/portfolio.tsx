import { CaseStudyArticle } from "~/features/site/components/case-study-article";
import { PageHero, QuoteCallToAction } from "~/features/site/components/section";
import { portfolioTexts } from "~/features/site/content/case-studies.server";
import type { SitePageHandle } from "~/features/site/page-handle";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import { localeOfPath } from "~/lib/locale";
import type { Route } from "./+types/portfolio";

// The English head, as the sitemap and the search read it; the page's loader gives it in the page's language. The
// search words are added on the server (pages.server.ts), where the texts are.
export const handle = {
  page: {
    path: "/portfolio",
    title: "Portfolio & Case Studies",
    description:
      "Case studies of SEO, social media, web development and branding projects, with the traffic, conversion and revenue results they delivered.",
    changefreq: "monthly",
    keywords: ["case studies", "portfolio", "digital agency results"],
    cached: true,
  },
} satisfies SitePageHandle;

// The texts in the address's language, made on the server (decision 48): the browser gets that language only.
export function loader({ request }: Route.LoaderArgs) {
  return portfolioTexts(localeOfPath(new URL(request.url).pathname));
}

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(handle.page, seoContextFrom(matches));

export default function Portfolio({ loaderData: texts }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro} />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-12 px-4 py-20 sm:px-6">
        {texts.studies.map((study, i) => (
          <CaseStudyArticle key={study.slug} study={study} index={i} labels={texts.labels} />
        ))}
        <QuoteCallToAction title={texts.next} label={texts.start} size="lg" />
      </div>
    </main>
  );
}
