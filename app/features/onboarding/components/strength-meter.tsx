import { cn } from "~/lib/utils";
import { passwordStrength } from "../wizard";

// Filled bars turn from red through amber to green as the score rises; the rest stay muted.
function barColour(bar: number, score: number) {
  if (bar > score) return "bg-muted";
  if (score >= 4) return "bg-success-text";
  return score >= 3 ? "bg-warning-text" : "bg-danger-text";
}

/** What the meter says before anything is typed: how to make a strong password, not a verdict on nothing. */
export const STRENGTH_HINT = "Use 8 or more characters with upper and lower case letters, a digit and one of !@#$%^&*.";

/** The new password's strength: five bars and a word, once something is typed. */
export function StrengthMeter({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
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
          Password strength: <span className="font-semibold text-foreground">{label}</span>
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">{STRENGTH_HINT}</p>
      )}
    </div>
  );
}
