import { AlertCircleIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { billingTerms } from "~/features/plans";

/** Why the visitor is back on the pricing page (a failed payment, say), under the page's intro. */
export function PricingNotice({
  notice,
  reason = null,
  retryUrl = null,
}: {
  notice: { title: string; text: string };
  /** The payment gateway's words for a declined card. */
  reason?: string | null;
  /** Back to the same checkout, with the wizard's answers. */
  retryUrl?: string | null;
}) {
  return (
    <div
      role="alert"
      className="mx-auto mt-8 flex max-w-xl items-start gap-3 rounded-lg border border-danger-text/50 bg-destructive/20 p-4 text-left"
    >
      <AlertCircleIcon className="mt-0.5 size-5 shrink-0 text-danger-text" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">{notice.title}</p>
        {reason && <p className="mt-1 text-sm font-medium">{`Reason given by the payment gateway: ${reason}`}</p>}
        <p className="text-sm text-foreground/90">{notice.text}</p>
        {retryUrl && (
          <Button asChild size="sm" className="mt-3">
            <Link to={retryUrl}>Back to checkout</Link>
          </Button>
        )}
      </div>
    </div>
  );
}

/** The offers beside the plans: a bundle of both services, and websites quoted per project. */
export function PricingOffers() {
  return (
    <>
      <section aria-labelledby="bundle-title" className="rounded-2xl border border-primary/50 bg-accent/40 p-8">
        <h2 id="bundle-title" className="text-3xl font-bold">
          Bundle &amp; Save
        </h2>
        <p className="mt-3 text-lg">
          Combine any social media plan with any SEO plan on a {billingTerms.bundleCommitmentMonths}-month commitment
          and save <strong className="text-primary">{billingTerms.bundleDiscountPercent}%</strong> on both.
        </p>
        <Button asChild size="lg" className="mt-6">
          <Link to="/quote">Ask for a Bundle</Link>
        </Button>
      </section>
      <section aria-labelledby="webdev-title" className="rounded-2xl border border-border bg-card p-8">
        <h2 id="webdev-title" className="text-3xl font-bold">
          Need a Website?
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">
          Web development is quoted per project, from $1500. Tell us what you need and we will send a detailed quote
          within 48 hours.
        </p>
        <Button asChild size="lg" variant="outline" className="mt-6">
          <Link to="/quote">Request a Web Development Quote</Link>
        </Button>
      </section>
    </>
  );
}
