import { data, redirect, useNavigation } from "react-router";
import { SandboxPayment } from "~/features/sandbox-gateway";
import {
  localPath,
  paySandboxOrder,
  readSandboxOrder,
  requireSandbox,
  type SandboxOrder,
  sandboxMessages,
  sandboxOrderOpen,
  sandboxPaymentSchema,
} from "~/features/sandbox-gateway/index.server";
import { dbContext, envContext } from "~/lib/context.server";
import { describeError } from "~/lib/errors.server";
import { readForm } from "~/lib/forms.server";
import { parseFormData } from "~/lib/parse.server";
import type { Route } from "./+types/sandbox-gateway";

export const meta: Route.MetaFunction = () => [
  { title: "Sandbox payment | Fli Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

type SandboxPage = { order: SandboxOrder | null; cancelHref: string | null; error: string | null };

/**
 * The local sandbox gateway (docs/product.md, Checkout and payment; decision 7): a hosted-payment page on our own server, used when
 * PayHere is not configured. It takes PayHere's checkout form, charges PayHere's test cards, and sends the same
 * signed notify PayHere would.
 */
export function loader({ context }: Route.LoaderArgs): SandboxPage {
  requireSandbox(context.get(envContext));
  return { order: null, cancelHref: null, error: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSandbox(context.get(envContext));
  const form = await readForm(request);
  const order = readSandboxOrder(context.get(envContext), form);
  if (!order) return data<SandboxPage>({ order: null, cancelHref: null, error: sandboxMessages.invalidOrder }, 400);
  // The cancel address was checked to be exactly ours; the link is its path, so it stays on this host.
  const cancelHref = localPath(order.cancel_url);
  if (!(await sandboxOrderOpen(context.get(dbContext), order.order_id)))
    return data<SandboxPage>({ order: null, cancelHref, error: sandboxMessages.closedOrder }, 409);
  const payment = parseFormData(form, sandboxPaymentSchema);
  if (!payment.ok) return data<SandboxPage>({ order, cancelHref, error: payment.problem.message }, 400);
  if (!payment.value.pay) return { order, cancelHref, error: null };
  try {
    const result = await paySandboxOrder(
      context.get(dbContext),
      context.get(envContext),
      order,
      payment.value.cardNumber,
    );
    return redirect(result.returnTo);
  } catch (error) {
    console.error("Sandbox payment failed:", describeError(error));
    return data<SandboxPage>({ order, cancelHref, error: sandboxMessages.payFailed }, 502);
  }
}

export default function SandboxGateway({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <SandboxPayment
      order={actionData?.order ?? loaderData.order}
      error={actionData?.error ?? loaderData.error}
      cancelHref={actionData?.cancelHref ?? loaderData.cancelHref ?? "/pricing"}
      paying={navigation.state === "submitting"}
    />
  );
}
