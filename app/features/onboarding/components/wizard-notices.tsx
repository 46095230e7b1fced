import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { localizedPath } from "~/lib/locale";
import { usePortalTexts } from "~/lib/portal-texts";

function Notice({ children }: { children: ReactNode }) {
  const { m } = usePortalTexts();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pb-20 pt-32 text-center">
      <h1 className="text-3xl font-bold">{m.buy_onboarding()}</h1>
      {children}
    </main>
  );
}

/** Until the browser has read the plan and the saved answers (the server knows neither). */
export function WizardLoading() {
  const { m } = usePortalTexts();
  return (
    <Notice>
      <p className="mt-4 text-muted-foreground" role="status">
        {m.buy_loading()}
      </p>
    </Notice>
  );
}

/** No plan chosen, in storage or in the link: the wizard starts from pricing. */
export function NoPlan() {
  const { m, locale } = usePortalTexts();
  return (
    <Notice>
      <p className="mt-4 text-lg" role="alert">
        {m.buy_no_plan()}
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to={localizedPath("/pricing", locale)}>{m.buy_go_pricing()}</Link>
      </Button>
    </Notice>
  );
}
