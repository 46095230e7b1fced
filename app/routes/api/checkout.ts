import { unreadableCheckout } from "~/features/billing";
import { submitCheckout } from "~/features/billing/index.server";
import { answer } from "~/lib/answer.server";
import { limitedServices } from "~/lib/context.server";
import { readFormResult } from "~/lib/parse.server";
import type { Route } from "./+types/checkout";

/**
 * Checkout's submit for callers other than the page (scripts, tests, the benches): the answer the checkout page's
 * own action gives its fetcher (docs/product.md, Checkout and payment).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormResult(request);
  return answer(
    form.ok ? await submitCheckout(form.value, limitedServices(context)) : unreadableCheckout(form.problem),
  );
}

export function loader() {
  return new Response("Use POST", { status: 405 });
}
