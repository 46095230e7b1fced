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
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Your {planName} plan includes up to {limit} platforms.
      </p>
      <ChoiceGrid
        legend="Which platforms should we manage?"
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
