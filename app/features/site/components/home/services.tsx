import { Link } from "react-router";
import { CheckList } from "~/components/check-list";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { serviceCards } from "../../content/home";
import { Section } from "../section";

export function ServicesSection() {
  return (
    <Section
      id="services"
      eyebrow="Services"
      title="What We Do Best"
      intro="Three disciplines, one team, measurable growth."
    >
      <div className="grid gap-6 md:grid-cols-3">
        {serviceCards.map((service) => (
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
                <Link to="/services">
                  Learn More<span className="sr-only"> about {service.title}</span>
                </Link>
              </Button>
            </CardFooter>
          </Card>
        ))}
      </div>
    </Section>
  );
}
