import { redirect } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { subscriptionAction } from "~/features/billing/index.server";
import { actorOf } from "~/lib/audit.server";
import { readForm } from "~/lib/forms.server";
import { problemInit } from "~/lib/http.server";
import type { Route } from "./+types/billing";

/**
 * The client's actions on their own subscription (the Billing tab): cancel with notice, undo, retry a failed
 * payment. The feature checks whose subscription it is; this route only reads the form and answers.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  const result = await subscriptionAction(context, user, actorOf(user, context.clientIp), await readForm(request));
  // Posted as a page (no JavaScript): back to the tab, which shows the new state, or the refusal in plain words.
  if (request.headers.get("Accept")?.includes("text/html")) {
    if (!result.ok) return new Response(result.problem.message, { ...problemInit(result.problem), headers: PLAIN });
    return redirect("/dashboard?tab=billing", 303);
  }
  if (result.ok) return Response.json({ ok: true, message: result.value.message });
  return Response.json({ ok: false, message: result.problem.message }, problemInit(result.problem));
}

const PLAIN = { "Content-Type": "text/plain; charset=utf-8" };

export function loader() {
  return new Response("Use POST", { status: 405 });
}
