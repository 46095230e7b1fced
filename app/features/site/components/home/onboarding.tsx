import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { localizedPath } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import type { HomeTexts } from "../../content/home.server";
import { Section } from "../section";

// The pictures, in the order of their descriptions (content/home.server.ts).
const pictures = ["/images/onboarding-box.svg", "/images/onboarding-portal.svg"];

function OnboardingSteps({ steps }: { steps: HomeTexts["onboarding"]["steps"] }) {
  return (
    <ol className="grid gap-6">
      {steps.map((step, i) => (
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
export function OnboardingSection({ texts }: { texts: HomeTexts["onboarding"] }) {
  const locale = useLocale();
  return (
    <Section id="pricing" eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro} className="bg-card/40">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div className="grid gap-4 sm:grid-cols-2">
          {pictures.map((src, i) => (
            <img
              key={src}
              src={src}
              alt={texts.pictures[i]}
              width={640}
              height={400}
              loading="lazy"
              className="h-auto w-full rounded-xl border border-border"
            />
          ))}
        </div>
        <div>
          <OnboardingSteps steps={texts.steps} />
          <div className="mt-8 flex flex-wrap gap-4">
            <Button asChild size="lg">
              <Link to={localizedPath("/quote", locale)}>{texts.begin}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={localizedPath("/pricing", locale)}>{texts.compare}</Link>
            </Button>
          </div>
        </div>
      </div>
    </Section>
  );
}
