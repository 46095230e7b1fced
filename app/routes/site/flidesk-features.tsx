import { Link } from "react-router";
import { StatTiles } from "~/components/stat-tiles";
import { Button } from "~/components/ui/button";
import { FeatureCards } from "~/features/site/components/feature-cards";
import { HeroActions, PageHero } from "~/features/site/components/section";
import { deskFeatureIcons } from "~/features/site/content/flidesk";
import { flideskTexts } from "~/features/site/content/flidesk.server";
import type { SitePageHandle } from "~/features/site/page-handle";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import { localeOfPath, localizedPath } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import type { Route } from "./+types/flidesk-features";

// The English head, as the sitemap and the search read it; the page's loader gives it in the page's language.
export const handle = {
  page: {
    path: "/flidesk-features",
    title: "Fli DESK Features: The Client Portal",
    description:
      "Fli DESK is the portal where clients, freelancers and admins follow projects: live progress, updates, screenshots, analytics reports and AI insights.",
    changefreq: "monthly",
    keywords: ["client portal", "project dashboard", "Fli DESK"],
    cached: true,
  },
} satisfies SitePageHandle;

// The texts in the address's language, made on the server (decision 48): the browser gets that language only.
export function loader({ request }: Route.LoaderArgs) {
  return flideskTexts(localeOfPath(new URL(request.url).pathname));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta({ ...handle.page, howToData: loaderData?.howTo }, seoContextFrom(matches));

export default function FlideskFeatures({ loaderData: texts }: Route.ComponentProps) {
  const pricing = localizedPath("/pricing", useLocale());
  const features = texts.features.map((feature, i) => ({ ...feature, icon: deskFeatureIcons[i] }));
  return (
    <main id="main">
      <PageHero eyebrow="Fli DESK" title={texts.hero.title} intro={texts.hero.intro}>
        <HeroActions>
          <Button asChild size="lg">
            <Link to="/dashboard/auth">{texts.hero.signIn}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={pricing}>{texts.hero.getWithPlan}</Link>
          </Button>
        </HeroActions>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <h2 className="sr-only">{texts.featuresHeading}</h2>
        <FeatureCards features={features} />
        <StatTiles stats={texts.stats} className="mt-16 gap-6" />
      </div>
    </main>
  );
}
