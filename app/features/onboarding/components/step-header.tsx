import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { SelectedPlan } from "~/features/plans";
import { steps } from "../wizard";

/** The plan being bought, the step's title, and the way out (answers stay in this browser). */
export function StepHeader({ plan, step }: { plan: SelectedPlan; step: number }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <p className="text-sm font-semibold uppercase tracking-widest text-primary">
          {plan.name} · {plan.service}
        </p>
        <h1 className="mt-1 text-3xl font-bold">{steps[step - 1]}</h1>
      </div>
      <Button variant="ghost" asChild>
        <Link to="/services">Save &amp; Exit</Link>
      </Button>
    </div>
  );
}
