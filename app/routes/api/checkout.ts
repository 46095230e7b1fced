import { submitCheckout } from "~/features/billing/checkout-action.server";
import type { Route } from "./+types/checkout";

/** Checkout's submit (JSON): the page posts here with fetch, so network failures can be told apart (spec 02 §8). */
export async function action({ request, context }: Route.ActionArgs) {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return Response.json({ ok: false, title: "Data Error", message: "Unreadable form" }, { status: 400 });
  }
  const answer = await submitCheckout(formData, context);
  return Response.json(answer.body, { status: answer.status, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return new Response("Use POST", { status: 405 });
}
