import { MailIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { PageHero, Section } from "~/features/site/components/section";
import { siteConfig } from "~/features/site/config";
import { partnerBenefits, partnerTypes } from "~/features/site/content/partnerships";
import { publicPage } from "~/features/site/pages";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import type { Route } from "./+types/partnerships";

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(publicPage("/partnerships"), seoContextFrom(matches));

const partnershipMail = `mailto:${siteConfig.email}?subject=${encodeURIComponent("Partnership Enquiry")}`;

export default function Partnerships() {
  return (
    <main id="main">
      <PageHero
        eyebrow="Partnerships"
        title="Grow Together With Fli Digital"
        intro="Refer clients, resell our services under your brand, or build something new with us."
      >
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Button asChild size="lg">
            <a href={partnershipMail}>
              <MailIcon aria-hidden="true" /> Email Us About Partnering
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={siteConfig.schedulingUrl} target="_blank" rel="noopener">
              Book a Partner Call<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        </div>
      </PageHero>
      <Section id="benefits" title="Partner Benefits">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {partnerBenefits.map((b) => (
            <Card key={b.title}>
              <CardHeader>
                <CardTitle className="text-lg">{b.title}</CardTitle>
                <CardDescription>{b.text}</CardDescription>
              </CardHeader>
            </Card>
          ))}
        </div>
      </Section>
      <Section id="ideal-partners" title="Ideal Partners" className="bg-card/40">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {partnerTypes.map((t) => (
            <Card key={t.title}>
              <CardHeader>
                <CardTitle className="text-lg">{t.title}</CardTitle>
                <CardDescription>{t.text}</CardDescription>
              </CardHeader>
            </Card>
          ))}
        </div>
      </Section>
    </main>
  );
}
