import { Badge } from "~/components/ui/badge";
import { caseStudyPictures } from "../content/case-studies";
import type { CaseStudy, PortfolioTexts } from "../content/case-studies.server";

type Labels = PortfolioTexts["labels"];

function Metrics({ metrics, labels }: { metrics: CaseStudy["metrics"]; labels: Labels }) {
  const rows = [
    ["traffic", labels.traffic, metrics.traffic],
    ["conversion", labels.conversion, metrics.conversion],
    ["revenue", labels.revenue, metrics.revenue],
  ] as const;
  return (
    <dl className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-3">
      {rows.map(([key, label, value]) => (
        <div key={key} className="rounded-lg bg-muted p-3">
          <dt className="text-xs uppercase tracking-wider text-muted-foreground">{label}</dt>
          <dd className="mt-1 text-sm font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One case study on the portfolio page, its picture on alternating sides; `/portfolio#slug` highlights it. */
export function CaseStudyArticle({ study, index, labels }: { study: CaseStudy; index: number; labels: Labels }) {
  const picture = caseStudyPictures[study.slug];
  const pictureClass = `h-auto w-full rounded-xl border border-border ${index % 2 ? "md:order-last" : ""}`;
  return (
    <article
      id={study.slug}
      aria-labelledby={`${study.slug}-title`}
      className="grid min-w-0 grid-cols-1 scroll-mt-24 items-center gap-8 rounded-2xl border border-border bg-card p-6 target:border-primary target:ring-2 target:ring-primary/40 md:grid-cols-2 md:p-8"
    >
      {index === 0 && picture?.markup ? (
        // The first case study's picture is the page's largest paint on a phone: drawn with the page's first frame.
        <div
          role="img"
          aria-label={study.alt}
          className={`${pictureClass} overflow-hidden [&>svg]:block [&>svg]:h-auto [&>svg]:w-full`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the app's own SVG file, imported at build time
          dangerouslySetInnerHTML={{ __html: picture.markup }}
        />
      ) : (
        <img
          src={picture?.src}
          alt={study.alt}
          width={640}
          height={400}
          loading={index === 0 ? "eager" : "lazy"}
          fetchPriority={index === 0 ? "high" : "auto"}
          className={pictureClass}
        />
      )}
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{study.category}</Badge>
          <Badge variant="success">{study.results}</Badge>
        </div>
        <h2 id={`${study.slug}-title`} className="mt-3 text-3xl font-bold">
          {study.title}
        </h2>
        <p className="mt-3 text-muted-foreground">{study.description}</p>
        <Metrics metrics={study.metrics} labels={labels} />
        <p className="mt-4 text-sm">
          <span className="text-muted-foreground">{labels.timeline}</span> {study.timeline}
        </p>
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={labels.technologies}>
          {study.technologies.map((tech) => (
            <li key={tech}>
              <Badge variant="secondary">{tech}</Badge>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
