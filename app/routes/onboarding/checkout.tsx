import { redirect } from "react-router";
import {
  type CheckoutActionData,
  CheckoutNotice,
  CheckoutProgress,
  checkoutFailed,
  checkoutMessagesOf,
  GatewayRedirect,
  OrderSummary,
  PaymentForm,
  unreadableCheckout,
  useCheckout,
} from "~/features/billing";
import { checkoutLinkSchema, checkoutMessagesIn, gateway, submitCheckout } from "~/features/billing/index.server";
import { planTexts } from "~/features/plans/index.server";
import { answer } from "~/lib/answer.server";
import { envContext, limitedServices } from "~/lib/context.server";
import { localeOfPath, localizedPath } from "~/lib/locale";
import { parseValue, readFormResult } from "~/lib/parse.server";
import { loadPortalTexts, usePortalTexts } from "~/lib/portal-texts";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Checkout | Fli Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

// The Pay button ends the form in the right column, where toasts usually come: here they come aside, clear of it.
// Offered in every language (decision 50): the language switcher keeps the page.
export const handle = { toasts: "aside", inEveryLanguage: true };

/** docs/product.md, Checkout and payment: plan, service and pricing must be there, else 'Invalid Checkout' and back to pricing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  // The page's language is its address's (decision 50).
  const portalLocale = localeOfPath(url.pathname);
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
  if (!link.ok) throw redirect(`${localizedPath("/pricing", portalLocale)}?error=invalid_checkout`);
  const { plan, email, businessName, cycle } = link.value;
  const { m } = await loadPortalTexts(portalLocale);
  return {
    portalLocale,
    title: m.buy_title_checkout(),
    plan: {
      name: plan.name,
      service: plan.service,
      price: plan.price,
      features: portalLocale === "en" ? plan.features : planTexts(plan.name, portalLocale).features,
    },
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
  const locale = localeOfPath(new URL(request.url).pathname);
  return answer(
    form.ok
      ? await submitCheckout(form.value, limitedServices(context), locale)
      : unreadableCheckout(form.problem, await checkoutMessagesIn(locale)),
  );
}

/** No answer (the server out of reach, a failure screen) is the page's toast to say, not the error screen's. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<CheckoutActionData> {
  try {
    return await serverAction();
  } catch (error) {
    const { m } = await loadPortalTexts(localeOfPath(new URL(request.url).pathname));
    return checkoutFailed(error, checkoutMessagesOf(m));
  }
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { plan, paymentsReady } = loaderData;
  const checkout = useCheckout(loaderData, plan.price);
  const { m, locale } = usePortalTexts();
  const messages = checkoutMessagesOf(m);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 pb-20 pt-28 sm:px-6">
      <h1 className="sr-only">{m.buy_checkout()}</h1>
      <CheckoutProgress />
      {checkout.wizard === null && (
        <CheckoutNotice
          title={messages.loadFailed}
          text={m.buy_not_in_browser()}
          to={localizedPath("/onboarding", locale)}
          linkText={m.buy_back_to_onboarding()}
        />
      )}
      {!paymentsReady && (
        <CheckoutNotice
          title={messages.paymentsOffTitle}
          text={messages.paymentsOff}
          to={localizedPath("/support", locale)}
          linkText={m.buy_contact_us()}
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
