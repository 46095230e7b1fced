import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { localizedPath } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { caseStudyPictures } from "../../content/case-studies";
import type { HomeTexts } from "../../content/home.server";
import { QuoteCallToAction, Section } from "../section";

type Cards = HomeTexts["cases"]["cards"];

function CaseStudyCard({ study, viewDetails }: { study: Cards["studies"][number]; viewDetails: string }) {
  const portfolio = localizedPath("/portfolio", useLocale());
  return (
    <Card className="overflow-hidden">
      <img
        src={caseStudyPictures[study.slug]?.src}
        alt={study.alt}
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
          <Link to={`${portfolio}#${study.slug}`}>
            {viewDetails}
            <span className="sr-only">{study.detailsOf}</span>
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
        {texts.cards.studies.map((study) => (
          <CaseStudyCard key={study.slug} study={study} viewDetails={texts.cards.viewDetails} />
        ))}
      </div>
      <QuoteCallToAction title={texts.next} label={texts.begin} size="md" />
    </Section>
  );
}
