import { Progress } from "~/components/ui/progress";
import { usePortalTexts } from "~/lib/portal-texts";
import { steps } from "../wizard";

export function WizardProgress({ step }: { step: number }) {
  const { m } = usePortalTexts();
  const percent = Math.round((step / steps.length) * 100);
  return (
    <div className="mt-6 grid gap-2">
      <div className="flex justify-between text-sm text-muted-foreground">
        <span>{m.buy_step_of({ step, total: steps.length })}</span>
        <span>{percent}%</span>
      </div>
      <Progress value={percent} aria-label={m.buy_progress_label({ percent })} />
    </div>
  );
}
