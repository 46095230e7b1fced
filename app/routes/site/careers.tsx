import { BriefcaseIcon, ClockIcon, MapPinIcon, WalletIcon } from "lucide-react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { PageHero, Section } from "~/features/site/components/section";
import { siteConfig } from "~/features/site/config";
import { applyLink, generalApplicationLink, type JobPosition, perks, positions } from "~/features/site/content/careers";
import { publicPage } from "~/features/site/pages";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import type { Route } from "./+types/careers";

function jobPosting(position: JobPosition, publicUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: position.title,
    description: `<p>${position.description}</p><ul>${position.responsibilities.map((r) => `<li>${r}</li>`).join("")}</ul>`,
    datePosted: position.datePosted,
    employmentType: "CONTRACTOR",
    jobLocationType: "TELECOMMUTE",
    applicantLocationRequirements: { "@type": "Country", name: "Sri Lanka" },
    hiringOrganization: { "@type": "Organization", name: siteConfig.brandName, sameAs: `${publicUrl}/` },
    experienceRequirements: position.experience,
    skills: position.skills.join(", "),
    url: `${publicUrl}/careers#${position.id}`,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = seoContextFrom(matches);
  return seoMeta(
    {
      ...publicPage("/careers"),
      jsonLd: positions.filter((p) => p.status === "open").map((p) => jobPosting(p, ctx.publicUrl)),
    },
    ctx,
  );
};

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h4 className="mb-2 font-sans font-semibold text-foreground">{title}</h4>
      <ul className="list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

export default function Careers() {
  return (
    <main id="main">
      <PageHero
        eyebrow="Careers"
        title="Build the Future of Digital in Sri Lanka"
        intro="We are a remote-first team of strategists, designers and developers. Come and do the best work of your career."
      />
      <Section id="perks" title="Why Work With Us">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {perks.map((perk) => (
            <Card key={perk.title}>
              <CardHeader>
                <CardTitle className="text-lg">{perk.title}</CardTitle>
                <CardDescription>{perk.text}</CardDescription>
              </CardHeader>
            </Card>
          ))}
        </div>
      </Section>
      <Section id="positions" title="Open Positions" className="bg-card/40">
        <Accordion type="single" collapsible className="mx-auto max-w-4xl rounded-xl border border-border bg-card px-6">
          {positions.map((position) => (
            <AccordionItem key={position.id} value={position.id} id={position.id} className="last:border-b-0">
              <AccordionTrigger className="text-lg">
                <span className="flex flex-wrap items-center gap-3">
                  <span className="font-display text-xl font-bold">{position.title}</span>
                  {position.urgent && <Badge variant="danger">Urgent</Badge>}
                  <Badge variant="success">{position.status === "open" ? "Open" : "Closed"}</Badge>
                </span>
              </AccordionTrigger>
              <AccordionContent className="grid gap-6 text-base">
                <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
                  <li className="flex items-center gap-1.5">
                    <BriefcaseIcon className="size-4 text-primary" aria-hidden="true" /> {position.type}
                  </li>
                  <li className="flex items-center gap-1.5">
                    <MapPinIcon className="size-4 text-primary" aria-hidden="true" /> {position.location}
                  </li>
                  <li className="flex items-center gap-1.5">
                    <ClockIcon className="size-4 text-primary" aria-hidden="true" /> {position.experience}
                  </li>
                  <li className="flex items-center gap-1.5">
                    <WalletIcon className="size-4 text-primary" aria-hidden="true" /> {position.salary}
                  </li>
                </ul>
                <p>{position.description}</p>
                <div className="grid gap-6 md:grid-cols-2">
                  <List title="Requirements" items={position.requirements} />
                  <List title="Responsibilities" items={position.responsibilities} />
                  <List title="Benefits" items={position.benefits} />
                  <div>
                    <h4 className="mb-2 font-sans font-semibold text-foreground">Skills</h4>
                    <ul className="flex flex-wrap gap-2">
                      {position.skills.map((skill) => (
                        <li key={skill}>
                          <Badge variant="secondary">{skill}</Badge>
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
                <div>
                  <Button asChild>
                    <a href={applyLink(position)}>Apply Now</a>
                  </Button>
                </div>
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        <div className="mx-auto mt-12 max-w-2xl text-center">
          <h3 className="text-2xl font-bold">Don't see your role?</h3>
          <p className="mt-2 text-muted-foreground">
            Send us your CV and portfolio at {siteConfig.careersEmail}; we keep every application on file.
          </p>
          <Button asChild variant="outline" size="lg" className="mt-6">
            <a href={generalApplicationLink}>Send General Application</a>
          </Button>
        </div>
      </Section>
    </main>
  );
}
