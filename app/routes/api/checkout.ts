import { submitCheckout } from "~/features/billing/checkout-action.server";
import { readForm } from "~/lib/forms.server";
import type { Route } from "./+types/checkout";

/** Checkout's submit (JSON): the page posts here with fetch, so network failures can be told apart (docs/product.md, Checkout and payment). */
export async function action({ request, context }: Route.ActionArgs) {
  let formData: FormData;
  try {
    formData = await readForm(request);
  } catch (refusal) {
    // readForm names a field holding a character that can't be used (a NUL); anything else is unreadable.
    const message = refusal instanceof Response && refusal.status === 400 ? await refusal.text() : "Unreadable form";
    return Response.json({ ok: false, title: "Data Error", message }, { status: 400 });
  }
  const answer = await submitCheckout(formData, context);
  return Response.json(answer.body, { status: answer.status, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return new Response("Use POST", { status: 405 });
}
