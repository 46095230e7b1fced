import { hearAboutUsOptions } from "../../options";
import { ChoiceGrid } from "../choice-grid";

type Props = { selected: string; error?: string; onChoose: (option: string) => void };

/** Step 4: where the client heard of us (one answer). */
export function HearAboutUsStep({ selected, error, onChoose }: Props) {
  return (
    <ChoiceGrid
      legend="How did you hear about us?"
      options={hearAboutUsOptions}
      selected={selected ? [selected] : []}
      type="radio"
      name="hearAboutUs"
      error={error}
      onToggle={onChoose}
    />
  );
}
