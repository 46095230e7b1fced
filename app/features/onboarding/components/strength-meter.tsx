import { usePortalTexts } from "~/lib/portal-texts";
import { cn } from "~/lib/utils";
import { strengthLabel } from "../texts";
import { passwordStrength } from "../wizard";

// Filled bars turn from red through amber to green as the score rises; the rest stay muted.
function barColour(bar: number, score: number) {
  if (bar > score) return "bg-muted";
  if (score >= 4) return "bg-success-text";
  return score >= 3 ? "bg-warning-text" : "bg-danger-text";
}

/** The new password's strength: five bars and a word, once something is typed. */
export function StrengthMeter({ password }: { password: string }) {
  const { m } = usePortalTexts();
  const { score } = passwordStrength(password);
  const typed = password.length > 0;
  return (
    <div className="grid gap-1" data-testid="strength">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((i) => (
          <span key={i} className={cn("h-1.5 flex-1 rounded-full", typed ? barColour(i, score) : "bg-muted")} />
        ))}
      </div>
      {typed ? (
        <p className="text-xs text-muted-foreground">
          {m.buy_strength_label()} <span className="font-semibold text-foreground">{strengthLabel(m, score)}</span>
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">{m.buy_strength_hint()}</p>
      )}
    </div>
  );
}
