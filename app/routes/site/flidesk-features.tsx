import { Link } from "react-router";
import { StatTiles } from "~/components/stat-tiles";
import { Button } from "~/components/ui/button";
import { FeatureCards } from "~/features/site/components/feature-cards";
import { HeroActions, PageHero } from "~/features/site/components/section";
import { deskFeatures } from "~/features/site/content/flidesk";
import { portalStats } from "~/features/site/content/home";
import type { SitePageHandle } from "~/features/site/page-handle";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import type { Route } from "./+types/flidesk-features";

export const handle = {
  page: {
    path: "/flidesk-features",
    title: "Fli DESK Features: The Client Portal",
    description:
      "Fli DESK is the portal where clients, freelancers and admins follow projects: live progress, updates, screenshots, analytics reports and AI insights.",
    changefreq: "monthly",
    keywords: ["client portal", "project dashboard", "Fli DESK"],
    cached: true,
    searchText: () => deskFeatures.map((feature) => feature.title),
  },
} satisfies SitePageHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      ...handle.page,
      howToData: {
        name: "How to follow your project in Fli DESK",
        description: "Sign in to Fli DESK and follow your project's progress.",
        steps: [
          { name: "Get your Fli DESK ID", text: "Your ID (FLD- and five characters) arrives by email after payment." },
          { name: "Sign in", text: "Open the Fli DESK sign-in page and enter your ID and password." },
          {
            name: "Follow progress",
            text: "Open My Projects to see progress, updates and screenshots as they happen.",
          },
        ],
      },
    },
    seoContextFrom(matches),
  );

export default function FlideskFeatures() {
  return (
    <main id="main">
      <PageHero
        eyebrow="Fli DESK"
        title="The Client Portal Built for Agencies"
        intro="Clients, freelancers and admins follow every project in one place: live progress, updates, screenshots and results."
      >
        <HeroActions>
          <Button asChild size="lg">
            <Link to="/dashboard/auth">Sign in to Fli DESK</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/pricing">Get Fli DESK with a plan</Link>
          </Button>
        </HeroActions>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <h2 className="sr-only">Features</h2>
        <FeatureCards features={deskFeatures} />
        <StatTiles stats={portalStats} className="mt-16 gap-6" />
      </div>
    </main>
  );
}
