import { ArrowLeftIcon, ArrowRightIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { steps } from "../wizard";

/** Back, and Next (the form's submit) or, on the last step, Checkout. */
export function WizardNav({ step, onBack, onCheckout }: { step: number; onBack: () => void; onCheckout: () => void }) {
  return (
    <div className="mt-8 flex items-center justify-between gap-4">
      <Button type="button" variant="outline" disabled={step === 1} onClick={onBack}>
        <ArrowLeftIcon aria-hidden="true" /> Back
      </Button>
      {step < steps.length ? (
        // Next stays clickable: on an incomplete step it shows what is missing instead of moving on.
        <Button type="submit">
          Next <ArrowRightIcon aria-hidden="true" />
        </Button>
      ) : (
        <Button type="button" size="lg" onClick={onCheckout}>
          Checkout
        </Button>
      )}
    </div>
  );
}
