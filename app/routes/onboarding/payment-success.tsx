import { redirect } from "react-router";
import {
  PaymentPaid,
  PaymentPending,
  PaymentReceived,
  PaymentReturning,
  useDeskCountdown,
  usePollWhilePending,
} from "~/features/billing";
import { orderIdSchema, orderState } from "~/features/billing/index.server";
import { dbContext } from "~/lib/context.server";
import { localeOfPath, localizedPath } from "~/lib/locale";
import { parseValue } from "~/lib/parse.server";
import { loadPortalTexts } from "~/lib/portal-texts";
import type { Route } from "./+types/payment-success";

// Offered in every language (decision 50): the language switcher keeps the page.
export const handle = { inEveryLanguage: true };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Payment | Fli Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The page's language is its address's (decision 50), as the checkout's return address gave it.
  const portalLocale = localeOfPath(url.pathname);
  const pricing = localizedPath("/pricing", portalLocale);
  const orderId = parseValue(url.searchParams.get("order_id"), orderIdSchema);
  if (!orderId.ok) throw redirect(pricing);
  const order = await orderState(context.get(dbContext), orderId.value);
  // A declined order's id rides along: pricing names the gateway's reason and offers its checkout again.
  if (order.state === "failed")
    throw redirect(`${pricing}?${new URLSearchParams({ error: "payment_failed", order_id: orderId.value })}`);
  if (order.state === "unknown") throw redirect(`${pricing}?error=payment_failed`);
  const { m } = await loadPortalTexts(portalLocale);
  return { orderId: orderId.value, order, portalLocale, title: m.buy_title_payment() };
}

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  const { order, orderId } = loaderData;
  usePollWhilePending(order.state);
  const { seconds, goToDesk } = useDeskCountdown(order, orderId);
  if (order.state === "pending") return <PaymentPending />;
  if (order.state === "received") return <PaymentReceived order={order} />;
  if (order.state === "returning") return <PaymentReturning order={order} />;
  if (order.state !== "paid") return null;
  return <PaymentPaid order={order} seconds={seconds} goToDesk={goToDesk} />;
}
