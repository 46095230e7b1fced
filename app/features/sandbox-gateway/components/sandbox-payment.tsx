import { CreditCardIcon, FlaskConicalIcon } from "lucide-react";
import { Form } from "react-router";
import { TextField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { formatMoney } from "~/lib/format";
import type { SandboxOrder } from "../order.server";

/** The sandbox's hosted-payment card: marked as a test, with the order to pay or why there is none. */
export function SandboxPayment({
  order,
  error,
  cancelHref,
  paying,
}: {
  order: SandboxOrder | null;
  error: string | null;
  cancelHref: string;
  paying: boolean;
}) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-background px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-border bg-card p-6 shadow-xl sm:p-8">
        <p className="mb-4 flex items-center gap-2 rounded-md border border-warning-text/50 bg-warning-text/10 px-3 py-2 text-sm font-semibold text-warning-text">
          <FlaskConicalIcon className="size-4" aria-hidden="true" />
          SANDBOX: test payments only, no money moves
        </p>
        <h1 className="flex items-center gap-2 font-sans text-2xl font-bold">
          <CreditCardIcon className="size-6 text-primary" aria-hidden="true" />
          Secure Payment
        </h1>
        {order ? (
          <>
            <SandboxOrderSummary order={order} />
            <SandboxCardForm order={order} error={error} paying={paying} />
            <a href={cancelHref} className="mt-4 block text-center text-sm text-accent-foreground underline">
              Cancel and return to the shop
            </a>
          </>
        ) : (
          <NoSandboxOrder error={error} />
        )}
      </div>
    </main>
  );
}

function NoSandboxOrder({ error }: { error: string | null }) {
  return (
    <div className="mt-6 grid gap-4">
      <p role={error ? "alert" : undefined} className={error ? "text-danger-text" : "text-muted-foreground"}>
        {error ?? "There is no payment to take here. Choose a plan to start."}
      </p>
      <Button asChild>
        <a href="/pricing">Go to pricing</a>
      </Button>
    </div>
  );
}

function SandboxOrderSummary({ order }: { order: SandboxOrder }) {
  return (
    <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-muted p-4 text-sm">
      <dt className="text-muted-foreground">Order</dt>
      <dd className="break-all">{order.order_id}</dd>
      <dt className="text-muted-foreground">Item</dt>
      <dd>{order.items}</dd>
      <dt className="text-muted-foreground">Amount</dt>
      <dd className="font-semibold">
        {formatMoney(order.currency, order.amount)} / {/^1 year$/i.test(order.recurrence ?? "") ? "year" : "month"}
      </dd>
    </dl>
  );
}

/** The card fields, with the signed order carried along as hidden fields (the action checks its hash again). */
function SandboxCardForm({ order, error, paying }: { order: SandboxOrder; error: string | null; paying: boolean }) {
  return (
    <Form method="post" className="mt-6 grid gap-4" noValidate>
      {Object.entries(order).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <input type="hidden" name="intent" value="pay" />
      <TextField
        id="cardNumber"
        label="Card number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4916 2175 0161 1292"
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField id="expiry" label="Expiry (MM/YY)" name="expiry" autoComplete="cc-exp" placeholder="12/30" />
        <TextField id="cvv" label="CVV" name="cvv" inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger-text">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" disabled={paying}>
        {paying ? "Processing..." : `Pay ${formatMoney(order.currency, order.amount)}`}
      </Button>
      <p className="text-xs text-muted-foreground">
        Test cards: Visa 4916217501611292 succeeds; 4024007194349121 fails with insufficient funds; any other card is
        declined.
      </p>
    </Form>
  );
}
