import { MailIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { FeatureCards } from "~/features/site/components/feature-cards";
import { HeroActions, PageHero, Section } from "~/features/site/components/section";
import { siteConfig } from "~/features/site/config";
import { partnerBenefits, partnerTypes } from "~/features/site/content/partnerships";
import type { SitePageHandle } from "~/features/site/page-handle";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import type { Route } from "./+types/partnerships";

export const handle = {
  page: {
    path: "/partnerships",
    title: "Partnerships",
    description:
      "Partner with Fli Digital: revenue share, white-label delivery and co-marketing for agencies, freelancers, technology providers and consultants.",
    changefreq: "monthly",
    cached: true,
    searchText: () => [...partnerBenefits, ...partnerTypes].map((item) => item.title),
  },
} satisfies SitePageHandle;

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(handle.page, seoContextFrom(matches));

const partnershipMail = `mailto:${siteConfig.email}?subject=${encodeURIComponent("Partnership Enquiry")}`;

export default function Partnerships() {
  return (
    <main id="main">
      <PageHero
        eyebrow="Partnerships"
        title="Grow Together With Fli Digital"
        intro="Refer clients, resell our services under your brand, or build something new with us."
      >
        <HeroActions>
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
        </HeroActions>
      </PageHero>
      <Section id="benefits" title="Partner Benefits">
        <FeatureCards features={partnerBenefits} />
      </Section>
      <Section id="ideal-partners" title="Ideal Partners" className="bg-card/40">
        <FeatureCards features={partnerTypes} />
      </Section>
    </main>
  );
}
