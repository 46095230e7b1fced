import { ArrowLeftIcon, ArrowRightIcon } from "lucide-react";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { usePortalTexts } from "~/lib/portal-texts";
import { steps } from "../wizard";

type WizardNavProps = {
  step: number;
  onBack: () => void;
  checkoutHref: string;
  onCheckout: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** Back, and Next (the form's submit) or, on the last step, the link to Checkout. */
export function WizardNav({ step, onBack, checkoutHref, onCheckout }: WizardNavProps) {
  const { m } = usePortalTexts();
  return (
    // Wraps when both do not fit (Tamil's "Proceed to Payment" at 360 px): the forward button then keeps to the right.
    <div className="mt-8 flex flex-wrap items-center justify-between gap-4" data-testid="wizard-nav">
      <Button type="button" variant="outline" disabled={step === 1} onClick={onBack}>
        <ArrowLeftIcon aria-hidden="true" /> {m.buy_back()}
      </Button>
      {step < steps.length ? (
        // Next stays clickable: on an incomplete step it shows what is missing instead of moving on.
        <Button type="submit" className="ml-auto">
          {m.buy_next()} <ArrowRightIcon aria-hidden="true" />
        </Button>
      ) : (
        <Button asChild size="lg" className="ml-auto">
          <Link to={checkoutHref} onClick={onCheckout}>
            {m.buy_checkout()}
          </Link>
        </Button>
      )}
    </div>
  );
}
