import { CaseStudyArticle } from "~/features/site/components/case-study-article";
import { PageHero, QuoteCallToAction } from "~/features/site/components/section";
import { caseStudies } from "~/features/site/content/case-studies";
import type { SitePageHandle } from "~/features/site/page-handle";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import type { Route } from "./+types/portfolio";

export const handle = {
  page: {
    path: "/portfolio",
    title: "Portfolio & Case Studies",
    description:
      "Case studies of SEO, social media, web development and branding projects, with the traffic, conversion and revenue results they delivered.",
    changefreq: "monthly",
    keywords: ["case studies", "portfolio", "digital agency results"],
    cached: true,
    searchText: () => caseStudies.flatMap((study) => [study.title, study.category, ...study.technologies]),
  },
} satisfies SitePageHandle;

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(handle.page, seoContextFrom(matches));

export default function Portfolio() {
  return (
    <main id="main">
      <PageHero
        eyebrow="Portfolio"
        title="Case Studies & Results"
        intro="Real projects, real numbers: how we grew traffic, conversions and revenue for our clients."
      />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-20 sm:px-6">
        {caseStudies.map((study, i) => (
          <CaseStudyArticle key={study.slug} study={study} index={i} />
        ))}
        <QuoteCallToAction title="Your results could be next" label="Start Your Project" size="lg" />
      </div>
    </main>
  );
}
