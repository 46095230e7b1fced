import { usePortalTexts } from "~/lib/portal-texts";
import { platforms } from "../../options";
import { ChoiceGrid } from "../choice-grid";

type Props = {
  planName: string;
  limit: number;
  selected: string[];
  error?: string;
  onToggle: (platform: string) => void;
};

/** Step 3: the platforms to manage, up to the plan's limit. */
export function PlatformPreferencesStep({ planName, limit, selected, error, onToggle }: Props) {
  const { m } = usePortalTexts();
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{m.buy_platforms_included({ plan: planName, count: limit })}</p>
      <ChoiceGrid
        legend={m.buy_platforms_legend()}
        options={platforms}
        selected={selected}
        type="checkbox"
        name="platformPreferences"
        error={error}
        onToggle={onToggle}
      />
    </div>
  );
}
