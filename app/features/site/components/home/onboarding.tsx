import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { onboardingSteps } from "../../content/home";
import { Section } from "../section";

const pictures = [
  { src: "/images/onboarding-box.svg", alt: "Welcome box with brand kit and onboarding guide" },
  { src: "/images/onboarding-portal.svg", alt: "Fli DESK dashboard with progress bars" },
];

function OnboardingSteps() {
  return (
    <ol className="grid gap-6">
      {onboardingSteps.map((step, i) => (
        <li key={step.title} className="flex gap-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
            {i + 1}
          </span>
          <div>
            <h3 className="font-sans text-lg font-semibold">{step.title}</h3>
            <p className="text-muted-foreground">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The welcome box and the steps from the first call to the first report (the home page's `#pricing`). */
export function OnboardingSection() {
  return (
    <Section
      id="pricing"
      eyebrow="Onboarding"
      title="Your Welcome Box Is Waiting"
      intro="From the first call to your first report, onboarding takes days, not weeks."
      className="bg-card/40"
    >
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div className="grid gap-4 sm:grid-cols-2">
          {pictures.map((picture) => (
            <img
              key={picture.src}
              src={picture.src}
              alt={picture.alt}
              width={640}
              height={400}
              loading="lazy"
              className="h-auto w-full rounded-xl border border-border"
            />
          ))}
        </div>
        <div>
          <OnboardingSteps />
          <div className="mt-8 flex flex-wrap gap-4">
            <Button asChild size="lg">
              <Link to="/quote">Begin Your Journey</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/pricing">Compare Plans</Link>
            </Button>
          </div>
        </div>
      </div>
    </Section>
  );
}
