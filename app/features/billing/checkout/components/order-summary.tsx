import { CheckList } from "~/components/check-list";
import { type Cycle, CycleChoice, cyclePeriod } from "~/features/plans";
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
  return (
    <section aria-labelledby="summary-title" className="h-fit rounded-2xl border border-border bg-card p-6">
      <h2 id="summary-title" className="font-sans text-xl font-semibold">
        Order Summary
      </h2>
      <p className="mt-4 font-display text-2xl font-bold">{plan.name} Plan</p>
      <p className="text-muted-foreground">
        {plan.service} · billed {cycle === "annual" ? "annually" : "monthly"}
      </p>
      <div className="mt-6">
        <CycleChoice price={plan.price} cycle={cycle} onCycle={onCycle} name="cycle-choice" />
      </div>
      <fieldset className="mt-6">
        <legend className="mb-2 text-sm font-medium">Currency</legend>
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
      <p className="mt-6 flex items-baseline justify-between border-t border-border pt-4">
        <span>{`Total per ${cyclePeriod[cycle]}`}</span>
        <span className="font-display text-3xl font-bold text-primary" data-testid="order-total">
          {total}
        </span>
      </p>
      <CheckList items={plan.features} className="mt-4 text-muted-foreground" />
    </section>
  );
}
