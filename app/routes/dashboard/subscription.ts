import { redirect } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import {
  type PlanChange,
  type SubscriptionAnswers,
  startPlanChange,
  subscriptionAction,
  subscriptionAnswers,
} from "~/features/billing/index.server";
import { actorOf } from "~/lib/audit.server";
import { clientContext, dbAndEnv, dbContext, envContext } from "~/lib/context.server";
import { readForm } from "~/lib/forms.server";
import { problemInit } from "~/lib/http.server";
import type { Locale } from "~/lib/locale";
import { escapeHtml } from "~/lib/mail-layout.server";
import { clientAreas } from "~/lib/portal-areas";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { Route } from "./+types/subscription";

/**
 * The client's actions on their own subscription (the Billing page's forms): cancel with notice, undo, retry a failed
 * payment, change plan. The feature checks whose subscription it is; this route only reads the form and answers.
 * A resource route, not the Billing page's action: posted as a page, a plan change answers with a page of its own
 * (the signed payment form), which a page's action cannot do (React Router would render Billing around it).
 * Every answer is in the client's language (decision 49).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const form = await readForm(request);
  const actor = actorOf(user, context.get(clientContext).clientIp);
  const asPage = request.headers.get("Accept")?.includes("text/html") ?? false;
  const texts = await portalTextsOf(request, user);
  const a = subscriptionAnswers(texts);
  if (form.get("intent") === "change-plan") {
    const change = await startPlanChange(context.get(dbContext), context.get(envContext), user, actor, form, a);
    if (!asPage) {
      if (change.ok) return Response.json({ ok: true, ...change.value });
      return Response.json({ ok: false, message: change.problem.message }, problemInit(change.problem));
    }
    if (!change.ok) return new Response(change.problem.message, { ...problemInit(change.problem), headers: PLAIN });
    return new Response(payPage(change.value, a, texts.locale), {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  }
  const result = await subscriptionAction(dbAndEnv(context), user, actor, form, a);
  // Posted as a page (no JavaScript): back to Billing, which shows the new state, or the refusal in plain words.
  if (asPage) {
    if (!result.ok) return new Response(result.problem.message, { ...problemInit(result.problem), headers: PLAIN });
    return redirect(clientAreas.billing, 303);
  }
  if (result.ok) return Response.json({ ok: true, message: result.value.message });
  return Response.json({ ok: false, message: result.problem.message }, problemInit(result.problem));
}

const PLAIN = { "Content-Type": "text/plain; charset=utf-8" };

/** Without JavaScript: the signed gateway form, posted by the client's own click. */
function payPage({ message, gateway }: PlanChange, a: SubscriptionAnswers, locale: Locale) {
  const fields = Object.entries(gateway.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  const title = escapeHtml(a.changePlan);
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Fli DESK</title></head><body><main><h1>${title}</h1><p>${escapeHtml(message)}</p><form method="post" action="${escapeHtml(gateway.url)}">${fields}<button type="submit">${escapeHtml(a.continueToPayment)}</button></form><p><a href="${clientAreas.billing}">${escapeHtml(a.backToBilling)}</a></p></main></body></html>`;
}

export function loader() {
  return new Response("Use POST", { status: 405 });
}
