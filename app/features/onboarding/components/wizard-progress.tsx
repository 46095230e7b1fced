import { Progress } from "~/components/ui/progress";
import { steps } from "../wizard";

export function WizardProgress({ step }: { step: number }) {
  const percent = Math.round((step / steps.length) * 100);
  return (
    <div className="mt-6 grid gap-2">
      <div className="flex justify-between text-sm text-muted-foreground">
        <span>
          Step {step} of {steps.length}
        </span>
        <span>{percent}%</span>
      </div>
      <Progress value={percent} aria-label={`Onboarding progress, ${percent}%`} />
    </div>
  );
}
