import { MailIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { FeatureCards } from "~/features/site/components/feature-cards";
import { HeroActions, PageHero, Section } from "~/features/site/components/section";
import { siteConfig } from "~/features/site/config";
import { partnershipsTexts } from "~/features/site/content/partnerships.server";
import type { SitePageHandle } from "~/features/site/page-handle";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import { localeOfPath } from "~/lib/locale";
import type { Route } from "./+types/partnerships";

// The English head, as the sitemap and the search read it; the page's loader gives it in the page's language. The
// search words are added on the server (pages.server.ts), where the texts are.
export const handle = {
  page: {
    path: "/partnerships",
    title: "Partnerships",
    description:
      "Partner with Fli Digital: revenue share, white-label delivery and co-marketing for agencies, freelancers, technology providers and consultants.",
    changefreq: "monthly",
    cached: true,
  },
} satisfies SitePageHandle;

// The texts in the address's language, made on the server (decision 48): the browser gets that language only.
export function loader({ request }: Route.LoaderArgs) {
  return partnershipsTexts(localeOfPath(new URL(request.url).pathname));
}

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(handle.page, seoContextFrom(matches));

// The subject stays in English in every language: it is what the agency's inbox sorts enquiries by.
const partnershipMail = `mailto:${siteConfig.email}?subject=${encodeURIComponent("Partnership Enquiry")}`;

export default function Partnerships({ loaderData: texts }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro}>
        <HeroActions>
          <Button asChild size="lg">
            <a href={partnershipMail}>
              <MailIcon aria-hidden="true" /> {texts.email}
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={siteConfig.schedulingUrl} target="_blank" rel="noopener">
              {texts.call}
              <span className="sr-only"> {texts.newTab}</span>
            </a>
          </Button>
        </HeroActions>
      </PageHero>
      <Section id="benefits" title={texts.benefitsTitle}>
        <FeatureCards features={texts.benefits} />
      </Section>
      <Section id="ideal-partners" title={texts.idealTitle} className="bg-card/40">
        <FeatureCards features={texts.ideal} />
      </Section>
    </main>
  );
}
