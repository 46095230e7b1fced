import { StepHeader } from "~/features/onboarding/components/step-header";
import { WizardForm } from "~/features/onboarding/components/wizard-form";
import { NoPlan, WizardLoading } from "~/features/onboarding/components/wizard-notices";
import { WizardProgress } from "~/features/onboarding/components/wizard-progress";
import { useWizard } from "~/features/onboarding/use-wizard";
import { seoContextFrom, shareMeta } from "~/features/site/seo";
import type { Route } from "./+types/onboarding";

const description =
  "Start your plan with Fli Digital: tell us about your business, goals and platforms, set up your Fli DESK account and check out.";

// Not indexed (it starts from a chosen plan), but shared: a link to it looks like the rest of the site.
export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = seoContextFrom(matches);
  const title = "Onboarding | Fli Digital";
  return [
    { title },
    { name: "description", content: description },
    { name: "robots", content: "noindex, nofollow" },
    ...shareMeta({ title, description, url: `${ctx.publicUrl}/onboarding` }, ctx),
  ];
};

/** The six-step wizard: it runs in the browser, from the plan and answers kept there (docs/product.md). */
export default function Onboarding() {
  const wizard = useWizard();
  const { plan, step } = wizard;
  if (plan === undefined) return <WizardLoading />;
  if (plan === null) return <NoPlan />;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pb-20 pt-28 sm:px-6">
      <StepHeader plan={plan} step={step} />
      <WizardProgress step={step} />
      <WizardForm wizard={wizard} plan={plan} />
    </main>
  );
}
