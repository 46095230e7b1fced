import { ArrowRightIcon, BarChart3, Bot, ShieldCheck, Users } from "lucide-react";
import { Link } from "react-router";
import { StatTiles } from "~/components/stat-tiles";
import { Button } from "~/components/ui/button";
import { localizedPath } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import type { HomeTexts } from "../../content/home.server";
import { FeatureCards } from "../feature-cards";
import { Section } from "../section";

// The features' icons, in the order of their texts (content/home.server.ts).
const featureIcons = [BarChart3, Users, ShieldCheck, Bot];

export function FlideskSection({ texts }: { texts: HomeTexts["flidesk"] }) {
  const features = texts.features.map((feature, i) => ({ ...feature, icon: featureIcons[i] }));
  const featuresPage = localizedPath("/flidesk-features", useLocale());
  return (
    <Section id="flidesk" eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro} className="bg-card/40">
      <StatTiles stats={texts.stats} className="mb-12 gap-6" />
      <FeatureCards features={features} />
      <div className="mt-10 text-center">
        <Button asChild size="lg">
          <Link to={featuresPage}>
            {texts.explore} <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Section>
  );
}
