import { Accordion } from "~/components/ui/accordion";
import { Button } from "~/components/ui/button";
import { FeatureCards } from "~/features/site/components/feature-cards";
import { JobPositionItem } from "~/features/site/components/job-position";
import { PageHero, Section } from "~/features/site/components/section";
import { siteConfig } from "~/features/site/config";
import { generalApplicationLink, type JobPosition, perks, positions } from "~/features/site/content/careers";
import type { SitePageHandle } from "~/features/site/page-handle";
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
    url: `${publicUrl}${handle.page.path}#${position.id}`,
  };
}

export const handle = {
  page: {
    path: "/careers",
    title: "Careers",
    description:
      "Join Fli Digital. We are hiring a Freelance Web Developer: remote, flexible hours, paid per milestone.",
    changefreq: "weekly",
    keywords: ["jobs Sri Lanka", "freelance web developer", "remote jobs"],
    cached: true,
    searchText: () => positions.flatMap((position) => [position.title, ...position.skills]),
  },
} satisfies SitePageHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = seoContextFrom(matches);
  return seoMeta(
    {
      ...handle.page,
      jsonLd: positions.filter((p) => p.status === "open").map((p) => jobPosting(p, ctx.publicUrl)),
    },
    ctx,
  );
};

export default function Careers() {
  return (
    <main id="main">
      <PageHero
        eyebrow="Careers"
        title="Build the Future of Digital in Sri Lanka"
        intro="We are a remote-first team of strategists, designers and developers. Come and do the best work of your career."
      />
      <Section id="perks" title="Why Work With Us">
        <FeatureCards features={perks} columns="sm:grid-cols-2 lg:grid-cols-3" />
      </Section>
      <Section id="positions" title="Open Positions" className="bg-card/40">
        <Accordion className="mx-auto max-w-4xl rounded-xl border border-border bg-card px-6">
          {positions.map((position) => (
            <JobPositionItem key={position.id} position={position} />
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
