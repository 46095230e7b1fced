import type { HomeTexts } from "../../content/home.server";
import { FeatureCards } from "../feature-cards";
import { Section } from "../section";

export function AboutSection({ texts }: { texts: HomeTexts["about"] }) {
  return (
    <Section id="about" eyebrow={texts.eyebrow} title={texts.title} className="bg-card/40">
      <FeatureCards features={texts.points} columns="md:grid-cols-3" size="lg" />
    </Section>
  );
}
