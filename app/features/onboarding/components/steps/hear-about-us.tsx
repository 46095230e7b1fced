import { usePortalTexts } from "~/lib/portal-texts";
import { hearAboutUsOptions } from "../../options";
import { hearLabel } from "../../texts";
import { ChoiceGrid } from "../choice-grid";

type Props = { selected: string; error?: string; onChoose: (option: string) => void };

/** Step 4: where the client heard of us (one answer). */
export function HearAboutUsStep({ selected, error, onChoose }: Props) {
  const { m } = usePortalTexts();
  return (
    <ChoiceGrid
      legend={m.buy_hear_legend()}
      labelOf={(option) => hearLabel(m, option)}
      options={hearAboutUsOptions}
      selected={selected ? [selected] : []}
      type="radio"
      name="hearAboutUs"
      error={error}
      onToggle={onChoose}
    />
  );
}
