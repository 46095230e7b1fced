import type { SelectedPlan } from "~/features/plans";
import { type Cycle, CycleChoice, cycleAmount } from "~/features/plans";
import { formatLkr, formatMoney, formatUsdApprox } from "~/lib/format";
import type { WizardData } from "../../wizard";

/** Step 6: every answer once more, and the billing cycle, before checkout. */
export function ReviewStep({
  plan,
  data,
  cycle,
  onCycle,
}: {
  plan: SelectedPlan;
  data: WizardData;
  cycle: Cycle;
  onCycle: (cycle: Cycle) => void;
}) {
  const { businessInfo: business, accountInfo: account } = data;
  return (
    <div className="grid gap-6">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Plan</dt>
        <dd>
          {plan.name} ({plan.service}): {formatLkr(plan.price.lkr)}/month ({formatUsdApprox(plan.price.usd)})
        </dd>
        <dt className="text-muted-foreground">Business</dt>
        <dd>
          {business.businessName} · {business.industry}
          {business.website ? ` · ${business.website}` : ""}
        </dd>
        <dt className="text-muted-foreground">Goals</dt>
        <dd>{data.marketingGoals.join(", ")}</dd>
        <dt className="text-muted-foreground">Platforms</dt>
        <dd>{data.platformPreferences.join(", ")}</dd>
        <dt className="text-muted-foreground">Heard about us</dt>
        <dd>{data.hearAboutUs}</dd>
        <dt className="text-muted-foreground">Account owner</dt>
        <dd>
          {account.fullName} · {account.workEmail} · {account.countryCode}
          {account.phone}
        </dd>
      </dl>
      <CycleChoice price={plan.price} cycle={cycle} onCycle={onCycle} />
      <div className="rounded-lg border border-primary/40 bg-accent/40 p-4">
        <p className="font-semibold">Save 10% with annual billing</p>
        <p className="text-sm text-muted-foreground">
          {`Annual: ${formatMoney("LKR", cycleAmount(plan.price, "annual", "LKR"))} for 12 months, charged once a year.`}
        </p>
      </div>
      <p className="text-sm text-muted-foreground">
        You can resume within 3 days: unfinished onboarding data is deleted after 3 days.
      </p>
    </div>
  );
}
