import { Accordion } from "~/components/ui/accordion";
import { Button } from "~/components/ui/button";
import { FeatureCards } from "~/features/site/components/feature-cards";
import { JobPositionItem } from "~/features/site/components/job-position";
import { PageHero, Section } from "~/features/site/components/section";
import { siteConfig } from "~/features/site/config";
import { generalApplicationLink } from "~/features/site/content/careers";
import { careersTexts, type JobPosition } from "~/features/site/content/careers.server";
import type { SitePageHandle } from "~/features/site/page-handle";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import { localeOfPath } from "~/lib/locale";
import type { Route } from "./+types/careers";

function jobPosting(position: JobPosition, publicUrl: string, path: string) {
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
    url: `${publicUrl}${path}#${position.id}`,
  };
}

// The English head, as the sitemap and the search read it; the page's loader gives it in the page's language. The
// search words are added on the server (pages.server.ts), where the texts are.
export const handle = {
  page: {
    path: "/careers",
    title: "Careers",
    description:
      "Join Fli Digital. We are hiring a Freelance Web Developer: remote, flexible hours, paid per milestone.",
    changefreq: "weekly",
    keywords: ["jobs Sri Lanka", "freelance web developer", "remote jobs"],
    cached: true,
  },
} satisfies SitePageHandle;

// The texts in the address's language, made on the server (decision 48): the browser gets that language only.
export function loader({ request }: Route.LoaderArgs) {
  return careersTexts(localeOfPath(new URL(request.url).pathname));
}

// The job postings in the page's language, at the page's own address.
export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const ctx = seoContextFrom(matches);
  const open = (loaderData?.positions ?? []).filter((p) => p.status === "open");
  return seoMeta({ ...handle.page, jsonLd: open.map((p) => jobPosting(p, ctx.publicUrl, location.pathname)) }, ctx);
};

export default function Careers({ loaderData: texts }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro} />
      <Section id="perks" title={texts.whyTitle}>
        <FeatureCards features={texts.perks} columns="sm:grid-cols-2 lg:grid-cols-3" />
      </Section>
      <Section id="positions" title={texts.positionsTitle} className="bg-card/40">
        <Accordion className="mx-auto max-w-4xl rounded-xl border border-border bg-card px-6">
          {texts.positions.map((position) => (
            <JobPositionItem key={position.id} position={position} labels={texts.labels} />
          ))}
        </Accordion>
        <div className="mx-auto mt-12 max-w-2xl text-center">
          <h3 className="text-2xl font-bold">{texts.otherRole}</h3>
          <p className="mt-2 break-words text-muted-foreground">{texts.otherRoleText}</p>
          <Button asChild variant="outline" size="lg" className="mt-6">
            <a href={generalApplicationLink}>{texts.generalApplication}</a>
          </Button>
        </div>
      </Section>
    </main>
  );
}
