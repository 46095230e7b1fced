import { aboutPoints } from "../../content/home";
import { FeatureCards } from "../feature-cards";
import { Section } from "../section";

export function AboutSection() {
  return (
    <Section id="about" eyebrow="About us" title="Why Brands Choose Us" className="bg-card/40">
      <FeatureCards features={aboutPoints} columns="md:grid-cols-3" size="lg" />
    </Section>
  );
}
