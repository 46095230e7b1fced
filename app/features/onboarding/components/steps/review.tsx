import type { SelectedPlan } from "~/features/plans";
import { type Cycle, CycleChoice, cycleAmount } from "~/features/plans";
import { formatLkr, formatMoney, formatUsdApprox } from "~/lib/format";
import { usePortalTexts } from "~/lib/portal-texts";
import { goalLabel, hearLabel, industryLabel, serviceLabel } from "../../texts";
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
  const { m, locale } = usePortalTexts();
  return (
    <div className="grid gap-6">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{m.buy_review_plan()}</dt>
        <dd className="min-w-0">
          {m.buy_review_plan_price({
            plan: plan.name,
            service: serviceLabel(m, plan.service),
            price: formatLkr(plan.price.lkr, locale),
            usd: formatUsdApprox(plan.price.usd, locale),
          })}
        </dd>
        <dt className="text-muted-foreground">{m.buy_review_business()}</dt>
        <dd className="min-w-0 break-words">
          {business.businessName} · {industryLabel(m, business.industry)}
          {business.website ? ` · ${business.website}` : ""}
        </dd>
        <dt className="text-muted-foreground">{m.buy_review_goals()}</dt>
        <dd>{data.marketingGoals.map((goal) => goalLabel(m, goal)).join(", ")}</dd>
        <dt className="text-muted-foreground">{m.buy_review_platforms()}</dt>
        <dd>{data.platformPreferences.join(", ")}</dd>
        <dt className="text-muted-foreground">{m.buy_review_heard()}</dt>
        <dd>{hearLabel(m, data.hearAboutUs)}</dd>
        <dt className="text-muted-foreground">{m.buy_review_owner()}</dt>
        <dd className="min-w-0 break-words">
          {account.fullName} · {account.workEmail} · {account.countryCode}
          {account.phone}
        </dd>
      </dl>
      <CycleChoice price={plan.price} cycle={cycle} onCycle={onCycle} />
      <div className="rounded-lg border border-primary/40 bg-accent/40 p-4">
        <p className="font-semibold">{m.buy_review_annual_title()}</p>
        <p className="text-sm text-muted-foreground">
          {m.buy_review_annual_text({ amount: formatMoney("LKR", cycleAmount(plan.price, "annual", "LKR"), locale) })}
        </p>
      </div>
      <p className="text-sm text-muted-foreground">{m.buy_review_resume()}</p>
    </div>
  );
}
