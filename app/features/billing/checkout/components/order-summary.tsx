import { CheckList } from "~/components/check-list";
import { serviceLabel } from "~/features/onboarding";
import { type Cycle, CycleChoice } from "~/features/plans";
import { usePortalTexts } from "~/lib/portal-texts";
import { type Currency, currencies } from "../checkout-form";

/** The plan being bought, the billing cycle, the currency to pay in, and the total of each charge. */
export function OrderSummary({
  plan,
  currency,
  cycle,
  total,
  onCurrency,
  onCycle,
}: {
  plan: { name: string; service: string; features: readonly string[]; price: { lkr: number; usd: number } };
  currency: Currency;
  cycle: Cycle;
  total: string;
  onCurrency: (currency: Currency) => void;
  onCycle: (cycle: Cycle) => void;
}) {
  const { m } = usePortalTexts();
  const service = serviceLabel(m, plan.service);
  return (
    <section aria-labelledby="summary-title" className="h-fit rounded-2xl border border-border bg-card p-6">
      <h2 id="summary-title" className="font-sans text-xl font-semibold">
        {m.buy_order_summary()}
      </h2>
      <p className="mt-4 font-display text-2xl font-bold">{m.buy_plan_name({ plan: plan.name })}</p>
      <p className="text-muted-foreground">
        {cycle === "annual" ? m.buy_billed_annually({ service }) : m.buy_billed_monthly({ service })}
      </p>
      <div className="mt-6">
        <CycleChoice price={plan.price} cycle={cycle} onCycle={onCycle} name="cycle-choice" />
      </div>
      <fieldset className="mt-6">
        <legend className="mb-2 text-sm font-medium">{m.buy_currency()}</legend>
        <div className="flex gap-2">
          {currencies.map((c) => (
            <label
              key={c}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-4 py-2 has-[:checked]:border-primary"
            >
              <input
                type="radio"
                name="currency-choice"
                value={c}
                checked={currency === c}
                onChange={() => onCurrency(c)}
                className="accent-primary"
              />
              {c}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="mt-6 flex flex-wrap items-baseline justify-between gap-2 border-t border-border pt-4">
        <span className="min-w-0">{cycle === "annual" ? m.buy_total_year() : m.buy_total_month()}</span>
        <span className="font-display text-3xl font-bold text-primary" data-testid="order-total">
          {total}
        </span>
      </p>
      <CheckList items={plan.features} className="mt-4 text-muted-foreground" />
    </section>
  );
}
