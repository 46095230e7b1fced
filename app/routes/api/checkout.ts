import type { CheckoutActionData } from "~/features/billing";
import { checkoutMessages } from "~/features/billing";
import { submitCheckout } from "~/features/billing/index.server";
import { readForm } from "~/lib/forms.server";
import { problemInit } from "~/lib/http.server";
import type { Route } from "./+types/checkout";

const answer = (body: CheckoutActionData, init: ResponseInit) => Response.json(body, init);

/** Checkout's submit (JSON): the page posts here with fetch, so network failures can be told apart (docs/product.md, Checkout and payment). */
export async function action({ request, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await readForm(request);
  } catch (refusal) {
    // readForm names a field holding a character that can't be used (a NUL); anything else is unreadable.
    const message = refusal instanceof Response && refusal.status === 400 ? await refusal.text() : "Unreadable form";
    return answer({ ok: false, title: checkoutMessages.dataErrorTitle, message }, { status: 400 });
  }
  const result = await submitCheckout(form, context);
  if (result.ok) return answer({ ok: true, ...result.value }, { headers: { "Cache-Control": "no-store" } });
  const { title = checkoutMessages.paymentFailedTitle, message, fields } = result.problem;
  return answer({ ok: false, title, message, fieldErrors: fields }, problemInit(result.problem));
}

export function loader() {
  return new Response("Use POST", { status: 405 });
}
