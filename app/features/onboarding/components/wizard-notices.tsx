import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { wizardMessages } from "../wizard";

function Notice({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pb-20 pt-32 text-center">
      <h1 className="text-3xl font-bold">Onboarding</h1>
      {children}
    </main>
  );
}

/** Until the browser has read the plan and the saved answers (the server knows neither). */
export function WizardLoading() {
  return (
    <Notice>
      <p className="mt-4 text-muted-foreground" role="status">
        Loading your onboarding...
      </p>
    </Notice>
  );
}

/** No plan chosen, in storage or in the link: the wizard starts from pricing. */
export function NoPlan() {
  return (
    <Notice>
      <p className="mt-4 text-lg" role="alert">
        {wizardMessages.noPlan}
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/pricing">Go to pricing</Link>
      </Button>
    </Notice>
  );
}
