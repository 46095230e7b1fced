import type { SelectedPlan } from "~/features/plans";
import { usePortalTexts } from "~/lib/portal-texts";
import { stepTitle } from "../texts";
import type { Wizard } from "../use-wizard";
import { steps } from "../wizard";
import { AccountOwnerStep } from "./steps/account-owner";
import { BusinessInfoStep } from "./steps/business-info";
import { HearAboutUsStep } from "./steps/hear-about-us";
import { MarketingGoalsStep } from "./steps/marketing-goals";
import { PlatformPreferencesStep } from "./steps/platform-preferences";
import { ReviewStep } from "./steps/review";
import { WizardNav } from "./wizard-nav";

/** The current step's form; submitting it (Enter, or Next) moves on when the step is complete. */
export function WizardForm({ wizard, plan }: { wizard: Wizard; plan: SelectedPlan }) {
  const { step } = wizard;
  const { m } = usePortalTexts();
  return (
    <form
      className="mt-8 rounded-2xl border border-border bg-card p-6 sm:p-8"
      noValidate
      aria-label={m.buy_step_label({ step, title: stepTitle(m, step) })}
      onSubmit={(event) => {
        event.preventDefault();
        if (step < steps.length) wizard.next();
      }}
    >
      <CurrentStep wizard={wizard} plan={plan} />
      <WizardNav step={step} onBack={wizard.back} checkoutHref={wizard.checkoutHref} onCheckout={wizard.toCheckout} />
    </form>
  );
}

function CurrentStep({ wizard, plan }: { wizard: Wizard; plan: SelectedPlan }) {
  const { step, data, errors, edit, limit } = wizard;
  switch (step) {
    case 1:
      return <BusinessInfoStep value={data.businessInfo} errors={errors} onChange={edit.business} />;
    case 2:
      return (
        <MarketingGoalsStep selected={data.marketingGoals} error={errors.marketingGoals} onToggle={edit.toggleGoal} />
      );
    case 3:
      return (
        <PlatformPreferencesStep
          planName={plan.name}
          limit={limit}
          selected={data.platformPreferences}
          error={errors.platformPreferences}
          onToggle={edit.togglePlatform}
        />
      );
    case 4:
      return <HearAboutUsStep selected={data.hearAboutUs} error={errors.hearAboutUs} onChoose={edit.hearAboutUs} />;
    case 5:
      return <AccountOwnerStep value={data.accountInfo} errors={errors} onChange={edit.account} />;
    case 6:
      return <ReviewStep plan={plan} data={data} cycle={wizard.cycle} onCycle={wizard.setCycle} />;
    default:
      return null;
  }
}
