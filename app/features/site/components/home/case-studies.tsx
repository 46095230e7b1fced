import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { type CaseStudy, caseStudies } from "../../content/case-studies";
import type { HomeTexts } from "../../content/home.server";
import { QuoteCallToAction, Section } from "../section";

function CaseStudyCard({ study }: { study: CaseStudy }) {
  return (
    <Card className="overflow-hidden">
      <img
        src={study.image.src}
        alt={study.image.alt}
        width={640}
        height={400}
        loading="lazy"
        className="aspect-[8/5] h-auto w-full object-cover"
      />
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <Badge variant="outline">{study.category}</Badge>
          <Badge variant="success">{study.results}</Badge>
        </div>
        <CardTitle>{study.title}</CardTitle>
        <CardDescription className="text-base">{study.description}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button asChild variant="outline">
          <Link to={`/portfolio#${study.slug}`}>
            View Details<span className="sr-only"> of {study.title}</span>
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

export function CaseStudiesSection({ texts }: { texts: HomeTexts["cases"] }) {
  return (
    <Section id="case-studies" eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro}>
      <div className="grid gap-6 md:grid-cols-2">
        {caseStudies.map((study) => (
          <CaseStudyCard key={study.slug} study={study} />
        ))}
      </div>
      <QuoteCallToAction title={texts.next} label={texts.begin} size="md" />
    </Section>
  );
}
