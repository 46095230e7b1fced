import { CreditCardIcon, FlaskConicalIcon } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { gateway } from "~/features/billing/gateway.server";
import { localPath, paySandboxOrder, readSandboxOrder, type SandboxOrder } from "~/features/billing/sandbox.server";
import { describeError } from "~/lib/errors.server";
import { readForm } from "~/lib/forms.server";
import type { Route } from "./+types/sandbox-gateway";

export const meta: Route.MetaFunction = () => [
  { title: "Sandbox payment | Fli Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * The local sandbox gateway (docs/product.md, Checkout and payment; decision 7): a hosted-payment page on our own server, used when
 * PayHere is not configured. It takes PayHere's checkout form, charges PayHere's test cards, and sends the same
 * signed notify PayHere would.
 */
export function loader({ context }: Route.LoaderArgs) {
  if (gateway(context.env).kind !== "sandbox") throw new Response("Not Found", { status: 404 });
  return { order: null as SandboxOrder | null, cancelHref: null as string | null, error: null as string | null };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (gateway(context.env).kind !== "sandbox") throw new Response("Not Found", { status: 404 });
  const form = await readForm(request);
  const order = readSandboxOrder(context.env, form);
  if (!order) {
    return data(
      { order: null, cancelHref: null, error: "This payment request is not valid or was altered." },
      { status: 400 },
    );
  }
  // The cancel address was checked to be exactly ours; the link is its path, so it stays on this host.
  const cancelHref = localPath(order.cancel_url);
  if (form.get("intent") !== "pay") return { order, cancelHref, error: null };

  const card = String(form.get("cardNumber") ?? "").replace(/\D/g, "");
  const expiry = String(form.get("expiry") ?? "").trim();
  const cvv = String(form.get("cvv") ?? "").trim();
  const expiryMatch = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  const expired = expiryMatch ? new Date(2000 + Number(expiryMatch[2]), Number(expiryMatch[1])) < new Date() : true;
  if (card.length < 13 || card.length > 19 || expired || !/^\d{3,4}$/.test(cvv)) {
    return data(
      { order, cancelHref, error: "Please enter a card number, a future expiry date (MM/YY) and a CVV." },
      { status: 400 },
    );
  }
  try {
    const result = await paySandboxOrder(context.env, order, card);
    return redirect(result.returnTo);
  } catch (error) {
    console.error("Sandbox payment failed:", describeError(error));
    return data({ order, cancelHref, error: "The payment could not be completed. Please try again." }, { status: 502 });
  }
}

export default function SandboxGateway({ loaderData, actionData }: Route.ComponentProps) {
  const order = actionData?.order ?? loaderData.order;
  const error = actionData?.error ?? loaderData.error;
  const cancelHref = actionData?.cancelHref ?? loaderData.cancelHref ?? "/pricing";
  const navigation = useNavigation();
  const paying = navigation.state === "submitting";
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
        {!order ? (
          <div className="mt-6 grid gap-4">
            <p role={error ? "alert" : undefined} className={error ? "text-danger-text" : "text-muted-foreground"}>
              {error ?? "There is no payment to take here. Choose a plan to start."}
            </p>
            <Button asChild>
              <a href="/pricing">Go to pricing</a>
            </Button>
          </div>
        ) : (
          <>
            <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-muted p-4 text-sm">
              <dt className="text-muted-foreground">Order</dt>
              <dd className="break-all">{order.order_id}</dd>
              <dt className="text-muted-foreground">Item</dt>
              <dd>{order.items}</dd>
              <dt className="text-muted-foreground">Amount</dt>
              <dd className="font-semibold">
                {order.currency} {order.amount} / month
              </dd>
            </dl>
            <Form method="post" className="mt-6 grid gap-4" noValidate>
              {Object.entries(order).map(([key, value]) => (
                <input key={key} type="hidden" name={key} value={value} />
              ))}
              <input type="hidden" name="intent" value="pay" />
              <div className="grid gap-2">
                <Label htmlFor="cardNumber">Card number</Label>
                <Input
                  id="cardNumber"
                  name="cardNumber"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="4916 2175 0161 1292"
                />
              </div>
              <div className="grid grid-cols-2 gap-4">
                <div className="grid gap-2">
                  <Label htmlFor="expiry">Expiry (MM/YY)</Label>
                  <Input id="expiry" name="expiry" autoComplete="cc-exp" placeholder="12/30" />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="cvv">CVV</Label>
                  <Input id="cvv" name="cvv" inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
                </div>
              </div>
              {error && (
                <p role="alert" className="text-sm text-danger-text">
                  {error}
                </p>
              )}
              <Button type="submit" size="lg" disabled={paying}>
                {paying ? "Processing..." : `Pay ${order.currency} ${order.amount}`}
              </Button>
              <p className="text-xs text-muted-foreground">
                Test cards: Visa 4916217501611292 succeeds; 4024007194349121 fails with insufficient funds; any other
                card is declined.
              </p>
            </Form>
            <a href={cancelHref} className="mt-4 block text-center text-sm text-accent-foreground underline">
              Cancel and return to the shop
            </a>
          </>
        )}
      </div>
    </main>
  );
}
