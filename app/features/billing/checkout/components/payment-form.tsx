import { LockIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { usePortalTexts } from "~/lib/portal-texts";
import { ConsentFields } from "./consent-fields";
import { ContactFields, PasswordField } from "./contact-fields";
import type { Checkout } from "./use-checkout";

/** Two decimals, no separators: the server's form of an amount (1000 -> "1000.00"). */
const formatAmountText = (amount: number) => amount.toFixed(2);

/** The buyer's details and the Pay button. It posts with fetch (useCheckout), never as a plain form. */
export function PaymentForm({
  planName,
  paymentsReady,
  checkout,
}: {
  planName: string;
  paymentsReady: boolean;
  checkout: Checkout;
}) {
  const { m } = usePortalTexts();
  return (
    <section aria-labelledby="payment-title" className="rounded-2xl border border-border bg-card p-6">
      <h2 id="payment-title" className="flex items-center gap-2 font-sans text-xl font-semibold">
        <LockIcon className="size-5 text-primary" aria-hidden="true" /> {m.buy_payment_details()}
      </h2>
      <form onSubmit={checkout.submit} noValidate className="mt-6 grid gap-4" aria-label={m.buy_payment_form()}>
        <input type="hidden" name="plan" value={planName} />
        <input type="hidden" name="currency" value={checkout.currency} />
        <input type="hidden" name="cycle" value={checkout.cycle} />
        {/* The total shown: the server charges the catalogue's and refuses a checkout whose page showed another. */}
        <input type="hidden" name="amount" value={formatAmountText(checkout.amount)} />
        <fieldset disabled={checkout.busy} className="grid gap-4">
          <ContactFields checkout={checkout} />
          {checkout.needsPassword && <PasswordField checkout={checkout} />}
          <ConsentFields checkout={checkout} />
        </fieldset>
        <Button type="submit" size="lg" disabled={checkout.busy || checkout.wizard === undefined || !paymentsReady}>
          {checkout.busy ? m.buy_processing() : m.buy_pay({ total: checkout.total })}
        </Button>
      </form>
    </section>
  );
}
