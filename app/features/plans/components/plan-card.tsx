import { Link } from "react-router";
import { CheckList } from "~/components/check-list";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { localizedPath } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { cn } from "~/lib/utils";
import { SELECTED_PLAN_KEY, type SelectedPlan } from "../catalogue";

/** A plan's card as the page's loader gives it, in the page's language: the name stays, amounts are formatted. */
export type PlanView = {
  name: string;
  popular: boolean;
  idealFor: string;
  features: string[];
  price: string;
  usd: string;
  /** The rest of the button's name for screen readers (" with Growth"). */
  getStartedWith: string;
  /** What the wizard reads from local storage: the catalogue's own names. */
  selection: SelectedPlan;
};

/** The words every plan card shares. */
export type PlanCardWords = { perMonth: string; popular: string; getStarted: string };

export type EnterpriseView = {
  title: string;
  text: string;
  price: string;
  priceNote: string;
  features: string[];
  contactUs: string;
  contactAbout: string;
};

/**
 * docs/product.md, Pricing and plans: 'Get Started' keeps the chosen plan in local storage under `selectedPlan` and opens the
 * wizard. The plan also rides in the link, so the wizard knows it when storage is off or JavaScript is. The wizard
 * speaks the page's language (decision 50).
 */
function GetStarted({ plan, label }: { plan: PlanView; label: string }) {
  const onboarding = localizedPath("/onboarding", useLocale());
  return (
    <Button asChild className="w-full" variant={plan.popular ? "default" : "outline"}>
      <Link
        to={`${onboarding}?plan=${encodeURIComponent(plan.selection.name)}`}
        onClick={() => {
          try {
            localStorage.setItem(SELECTED_PLAN_KEY, JSON.stringify(plan.selection));
          } catch {
            // Storage can be off (private mode): the plan in the link still reaches the wizard.
          }
        }}
      >
        {label}
        <span className="sr-only">{plan.getStartedWith}</span>
      </Link>
    </Button>
  );
}

export function PlanCard({ plan, words }: { plan: PlanView; words: PlanCardWords }) {
  return (
    <Card className={cn("relative flex flex-col", plan.popular && "border-primary shadow-lg shadow-primary/10")}>
      {plan.popular && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap">{words.popular}</Badge>
      )}
      <CardHeader>
        <CardTitle className="text-2xl">{plan.name}</CardTitle>
        <CardDescription>{plan.idealFor}</CardDescription>
        <p className="mt-4">
          <span className="whitespace-nowrap font-display text-4xl font-bold xl:text-[2rem]">{plan.price}</span>
          <span className="text-muted-foreground">{words.perMonth}</span>
        </p>
        <p className="text-sm text-muted-foreground">{plan.usd}</p>
      </CardHeader>
      <CardContent className="flex-1">
        <CheckList items={plan.features} />
      </CardContent>
      <CardFooter>
        <GetStarted plan={plan} label={words.getStarted} />
      </CardFooter>
    </Card>
  );
}

export function EnterpriseCard({ texts }: { texts: EnterpriseView }) {
  const quote = localizedPath("/quote", useLocale());
  return (
    <Card className="flex flex-col border-dashed">
      <CardHeader>
        <CardTitle className="text-2xl">{texts.title}</CardTitle>
        <CardDescription>{texts.text}</CardDescription>
        <p className="mt-4 font-display text-4xl font-bold">{texts.price}</p>
        <p className="text-sm text-muted-foreground">{texts.priceNote}</p>
      </CardHeader>
      <CardContent className="flex-1">
        <CheckList items={texts.features} />
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" wrap className="w-full text-center">
          <Link to={quote}>
            {texts.contactUs}
            <span className="sr-only">{texts.contactAbout}</span>
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** A service's plans side by side, with the Enterprise card last. */
export function PlanGrid({
  plans,
  enterprise,
  words,
}: {
  plans: readonly PlanView[];
  enterprise: EnterpriseView;
  words: PlanCardWords;
}) {
  return (
    <div className="grid gap-8 pt-3 md:grid-cols-2 xl:grid-cols-4">
      {plans.map((plan) => (
        <PlanCard key={plan.name} plan={plan} words={words} />
      ))}
      <EnterpriseCard texts={enterprise} />
    </div>
  );
}
