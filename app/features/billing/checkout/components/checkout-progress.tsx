import { CheckIcon } from "lucide-react";
import { usePortalTexts } from "~/lib/portal-texts";

const circle = (i: number) =>
  i === 0
    ? "border-primary bg-primary text-primary-foreground"
    : i === 1
      ? "border-primary text-primary"
      : "border-border text-muted-foreground";

/** Where checkout sits in the purchase: onboarding done, checkout now, confirmation next. */
export function CheckoutProgress() {
  const { m } = usePortalTexts();
  const steps = [m.buy_progress_onboarding(), m.buy_checkout(), m.buy_progress_confirmation()];
  return (
    <ol className="flex flex-wrap items-center justify-center gap-2 text-sm sm:gap-4" aria-label={m.buy_progress()}>
      {steps.map((step, i) => (
        <li key={step} className="flex items-center gap-2" aria-current={i === 1 ? "step" : undefined}>
          <span className={`flex size-8 items-center justify-center rounded-full border font-semibold ${circle(i)}`}>
            {i === 0 ? <CheckIcon className="size-4" aria-label={m.buy_done()} /> : i + 1}
          </span>
          <span className={i === 1 ? "font-semibold" : "text-muted-foreground"}>{step}</span>
          {i < steps.length - 1 && <span className="hidden h-px w-8 bg-border sm:block" aria-hidden="true" />}
        </li>
      ))}
    </ol>
  );
}
