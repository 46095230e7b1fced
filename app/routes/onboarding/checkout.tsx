import { redirect } from "react-router";
import {
  type CheckoutActionData,
  CheckoutNotice,
  CheckoutProgress,
  checkoutFailed,
  checkoutMessages,
  GatewayRedirect,
  OrderSummary,
  PaymentForm,
  unreadableCheckout,
  useCheckout,
} from "~/features/billing";
import { checkoutLinkSchema, gateway, submitCheckout } from "~/features/billing/index.server";
import { answer } from "~/lib/answer.server";
import { envContext, limitedServices } from "~/lib/context.server";
import { parseValue, readFormResult } from "~/lib/parse.server";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = () => [
  { title: "Checkout | Fli Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

// The Pay button ends the form in the right column, where toasts usually come: here they come aside, clear of it.
export const handle = { toasts: "aside" };

/** docs/product.md, Checkout and payment: plan, service and pricing must be there, else 'Invalid Checkout' and back to pricing. */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const link = parseValue(
    {
      plan: params.get("plan"),
      service: params.get("service"),
      email: params.get("email"),
      businessName: params.get("businessName"),
      cycle: params.get("cycle"),
    },
    checkoutLinkSchema,
  );
  if (!link.ok) throw redirect("/pricing?error=invalid_checkout");
  const { plan, email, businessName, cycle } = link.value;
  return {
    plan: { name: plan.name, service: plan.service, price: plan.price, features: plan.features },
    email,
    businessName,
    cycle,
    // No PayHere and no sandbox allowed here: the page says so instead of failing at Pay.
    paymentsReady: gateway(context.get(envContext)).kind !== "none",
  };
}

/** The page's submit, posted by its fetcher (`useCheckout`): the signed gateway form, or the refusal's words. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormResult(request);
  return answer(
    form.ok ? await submitCheckout(form.value, limitedServices(context)) : unreadableCheckout(form.problem),
  );
}

/** No answer (the server out of reach, a failure screen) is the page's toast to say, not the error screen's. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<CheckoutActionData> {
  try {
    return await serverAction();
  } catch (error) {
    return checkoutFailed(error);
  }
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { plan, paymentsReady } = loaderData;
  const checkout = useCheckout(loaderData, plan.price);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 pb-20 pt-28 sm:px-6">
      <h1 className="sr-only">Checkout</h1>
      <CheckoutProgress />
      {checkout.wizard === null && (
        <CheckoutNotice
          title={checkoutMessages.loadFailed}
          text="Your onboarding answers are not in this browser."
          to="/onboarding"
          linkText="Go back to onboarding"
        />
      )}
      {!paymentsReady && (
        <CheckoutNotice
          title={checkoutMessages.paymentsOffTitle}
          text={checkoutMessages.paymentsOff}
          to="/support"
          linkText="Contact us"
        />
      )}
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_1.2fr]">
        <OrderSummary
          plan={plan}
          currency={checkout.currency}
          cycle={checkout.cycle}
          total={checkout.total}
          onCurrency={(value) => checkout.dispatch({ type: "currency", value })}
          onCycle={(value) => checkout.dispatch({ type: "cycle", value })}
        />
        <PaymentForm planName={plan.name} paymentsReady={paymentsReady} checkout={checkout} />
      </div>
      {checkout.gateway && <GatewayRedirect gateway={checkout.gateway} />}
    </main>
  );
}
