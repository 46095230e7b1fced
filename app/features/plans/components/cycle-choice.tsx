import { useId } from "react";
import { formatMoney } from "~/lib/format";
import { usePortalTexts } from "~/lib/portal-texts";
import { billingTerms } from "../catalogue";
import { type Cycle, cycleAmount, cycles } from "../cycles";

/**
 * Monthly or Annual, each with what one charge is in LKR and USD (the amounts the server charges, from the same
 * function). Real radio buttons named `name`: inside a form they are sent as they are. Each is named by its cycle
 * alone ("Annual"), its amounts are its description.
 */
export function CycleChoice({
  price,
  cycle,
  onCycle,
  name = "cycle",
}: {
  price: { lkr: number; usd: number };
  cycle: Cycle;
  onCycle: (cycle: Cycle) => void;
  name?: string;
}) {
  const id = useId();
  // The purchase path's words (decision 50), in the page's language.
  const { m, locale } = usePortalTexts();
  const labels = { monthly: m.buy_cycle_monthly(), annual: m.buy_cycle_annual() };
  const periods = { monthly: m.buy_per_month(), annual: m.buy_per_year() };
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{m.buy_cycle_legend()}</legend>
      {cycles.map((c) => (
        <label
          key={c}
          className="flex cursor-pointer items-start gap-3 rounded-md border border-border px-4 py-3 has-[:checked]:border-primary"
        >
          <input
            type="radio"
            name={name}
            value={c}
            checked={cycle === c}
            onChange={() => onCycle(c)}
            aria-labelledby={`${id}-${c}`}
            aria-describedby={`${id}-${c}-amount`}
            className="mt-1 accent-primary"
          />
          <span className="grid min-w-0">
            <span className="font-medium">
              <span id={`${id}-${c}`}>{labels[c]}</span>
              {c === "annual" && (
                <span className="ml-2 text-sm text-primary">
                  {m.buy_cycle_save({ percent: billingTerms.annualSavingsPercent })}
                </span>
              )}
            </span>
            <span id={`${id}-${c}-amount`} className="text-sm text-muted-foreground">
              {`${formatMoney("LKR", cycleAmount(price, c, "LKR"), locale)} / ${periods[c]} (${formatMoney("USD", cycleAmount(price, c, "USD"), locale)})`}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
