import { unreadableCheckout } from "~/features/billing";
import { englishCheckoutMessages, submitCheckout } from "~/features/billing/index.server";
import { answer } from "~/lib/answer.server";
import { limitedServices } from "~/lib/context.server";
import { isLocale } from "~/lib/locale";
import { readFormResult } from "~/lib/parse.server";
import { fail } from "~/lib/result";
import type { Route } from "./+types/checkout";

/**
 * Checkout's submit for callers other than the page (scripts, tests, the benches): the answer the checkout page's
 * own action gives its fetcher (docs/product.md, Checkout and payment).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormResult(request);
  // A form that cannot be read has no `locale` field either: English, as for a form without one.
  if (!form.ok) return answer(unreadableCheckout(form.problem, englishCheckoutMessages));
  // The buyer's language (decision 50): a `locale` field, English when none; an unknown one is refused.
  const sent = form.value.get("locale");
  if (sent !== null && !isLocale(sent)) return answer(fail("invalid", "Unknown language"));
  return answer(await submitCheckout(form.value, limitedServices(context), sent ?? "en"));
}

export function loader() {
  return new Response("Use POST", { status: 405 });
}
