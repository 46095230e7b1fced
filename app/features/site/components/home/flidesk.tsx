import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { StatTiles } from "~/components/stat-tiles";
import { Button } from "~/components/ui/button";
import { portalFeatures, portalStats } from "../../content/home";
import { FeatureCards } from "../feature-cards";
import { Section } from "../section";

export function FlideskSection() {
  return (
    <Section
      id="flidesk"
      eyebrow="Client portal"
      title="Fli DESK: Your Projects, Live"
      intro="Every client gets Fli DESK: one place to follow progress, updates and results."
      className="bg-card/40"
    >
      <StatTiles stats={portalStats} className="mb-12 gap-6" />
      <FeatureCards features={portalFeatures} />
      <div className="mt-10 text-center">
        <Button asChild size="lg">
          <Link to="/flidesk-features">
            Explore Fli DESK Features <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Section>
  );
}
