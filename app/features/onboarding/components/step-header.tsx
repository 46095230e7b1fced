import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { SelectedPlan } from "~/features/plans";
import { localizedPath } from "~/lib/locale";
import { usePortalTexts } from "~/lib/portal-texts";
import { serviceLabel, stepTitle } from "../texts";

/** The plan being bought, the step's title, and the way out (answers stay in this browser). */
export function StepHeader({ plan, step }: { plan: SelectedPlan; step: number }) {
  const { m, locale } = usePortalTexts();
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <p className="text-sm font-semibold uppercase tracking-widest text-primary">
          {plan.name} · {serviceLabel(m, plan.service)}
        </p>
        <h1 className="mt-1 text-3xl font-bold">{stepTitle(m, step)}</h1>
      </div>
      <Button variant="ghost" asChild>
        <Link to={localizedPath("/services", locale)}>{m.buy_save_exit()}</Link>
      </Button>
    </div>
  );
}
