import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { PageHero } from "~/features/site/components/section";
import { caseStudies } from "~/features/site/content/case-studies";
import { publicPage } from "~/features/site/pages";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(publicPage("/portfolio"), seoContextFrom(matches));

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
          <article
            key={study.slug}
            id={study.slug}
            aria-labelledby={`${study.slug}-title`}
            className="grid scroll-mt-24 items-center gap-8 rounded-2xl border border-border bg-card p-6 target:border-primary target:ring-2 target:ring-primary/40 md:grid-cols-2 md:p-8"
          >
            <img
              src={study.image.src}
              alt={study.image.alt}
              width={640}
              height={400}
              loading={i === 0 ? "eager" : "lazy"}
              // The first case study's picture is the page's largest paint on a phone: fetch it first.
              fetchPriority={i === 0 ? "high" : "auto"}
              className={`h-auto w-full rounded-xl border border-border ${i % 2 ? "md:order-last" : ""}`}
            />
            <div>
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="outline">{study.category}</Badge>
                <Badge variant="success">{study.results}</Badge>
              </div>
              <h2 id={`${study.slug}-title`} className="mt-3 text-3xl font-bold">
                {study.title}
              </h2>
              <p className="mt-3 text-muted-foreground">{study.description}</p>
              <dl className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-3">
                {(
                  [
                    ["Traffic", study.metrics.traffic],
                    ["Conversion", study.metrics.conversion],
                    ["Revenue", study.metrics.revenue],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="rounded-lg bg-muted p-3">
                    <dt className="text-xs uppercase tracking-wider text-muted-foreground">{label}</dt>
                    <dd className="mt-1 text-sm font-semibold">{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-4 text-sm">
                <span className="text-muted-foreground">Timeline:</span> {study.timeline}
              </p>
              <ul className="mt-3 flex flex-wrap gap-2" aria-label="Technologies">
                {study.technologies.map((tech) => (
                  <li key={tech}>
                    <Badge variant="secondary">{tech}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          </article>
        ))}
        <div className="rounded-2xl border border-primary/40 bg-accent/40 p-10 text-center">
          <h2 className="text-3xl font-bold">Your results could be next</h2>
          <Button asChild size="lg" className="mt-6">
            <Link to="/quote">Start Your Project</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
