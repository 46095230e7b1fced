import { Link } from "react-router";
import { CheckList } from "~/components/check-list";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { localizedPath } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import type { HomeTexts } from "../../content/home.server";
import { Section } from "../section";

export function ServicesSection({ texts }: { texts: HomeTexts["services"] }) {
  const services = localizedPath("/services", useLocale());
  return (
    <Section id="services" eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro}>
      <div className="grid gap-6 md:grid-cols-3">
        {texts.cards.map((service) => (
          <Card key={service.title} className="flex flex-col">
            <CardHeader>
              <CardTitle>{service.title}</CardTitle>
              <CardDescription className="text-base">{service.text}</CardDescription>
            </CardHeader>
            <CardContent className="flex-1">
              <CheckList items={service.features} />
            </CardContent>
            <CardFooter>
              <Button asChild variant="outline" className="w-full">
                <Link to={services}>
                  {texts.more}
                  <span className="sr-only">{service.moreAbout}</span>
                </Link>
              </Button>
            </CardFooter>
          </Card>
        ))}
      </div>
    </Section>
  );
}
