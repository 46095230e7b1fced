import { usePortalTexts } from "~/lib/portal-texts";
import { marketingGoals } from "../../options";
import { goalLabel } from "../../texts";
import { ChoiceGrid } from "../choice-grid";

type Props = { selected: string[]; error?: string; onToggle: (goal: string) => void };

/** Step 2: one or more marketing goals. */
export function MarketingGoalsStep({ selected, error, onToggle }: Props) {
  const { m } = usePortalTexts();
  return (
    <ChoiceGrid
      legend={m.buy_goals_legend()}
      labelOf={(goal) => goalLabel(m, goal)}
      options={marketingGoals}
      selected={selected}
      type="checkbox"
      name="marketingGoals"
      error={error}
      onToggle={onToggle}
    />
  );
}
