import { redirect } from "react-router";
import { requireRole } from "~/features/accounts/index.server";
import { isTicketIntent } from "~/features/support";
import { ticketAction } from "~/features/support/index.server";
import { answer } from "~/lib/answer.server";
import { dbAndEnv, limitedServices, type RequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/forms.server";
import { type AdminArea, adminTicketPage } from "~/lib/portal-areas";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { Result } from "~/lib/result";
import { adminAction } from "./actions.server";

type ActionArgs = { request: Request; context: RequestContext };

/**
 * The action of one admin page (decision 32): only an admin, only the forms of that area, answered through the one
 * answer contract, in the language the admin reads the portal in (decision 49: their profile's, else the last public
 * page's, as the rest of the page). The Tickets pages also take the ticket forms (reply, close, assign, status).
 */
export function adminAreaAction(area: AdminArea) {
  return async ({ request, context }: ActionArgs) => {
    const admin = await requireRole(dbAndEnv(context), request, ["admin"]);
    const services = limitedServices(context);
    const form = await readForm(request);
    const intent = String(form.get("intent") ?? "");
    // The answers in the page's language: a Sinhala page, by the profile or by the cookie, answers in Sinhala.
    const texts = await portalTextsOf(request, admin);
    if (area === "tickets" && isTicketIntent(intent)) {
      const result = await ticketAction(services, admin, intent, form, texts.m);
      if (result.ok && result.value.opened) return redirect(adminTicketPage(result.value.opened));
      return answer(result as Result<{ message: string }>, { intent });
    }
    const { result } = await adminAction(services, admin, form, area, texts);
    return answer(result, { intent });
  };
}
