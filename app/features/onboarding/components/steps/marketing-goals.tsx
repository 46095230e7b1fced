import { marketingGoals } from "../../options";
import { ChoiceGrid } from "../choice-grid";

type Props = { selected: string[]; error?: string; onToggle: (goal: string) => void };

/** Step 2: one or more marketing goals. */
export function MarketingGoalsStep({ selected, error, onToggle }: Props) {
  return (
    <ChoiceGrid
      legend="What are your marketing goals?"
      options={marketingGoals}
      selected={selected}
      type="checkbox"
      name="marketingGoals"
      error={error}
      onToggle={onToggle}
    />
  );
}
