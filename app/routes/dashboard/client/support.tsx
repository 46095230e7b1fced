import { redirect } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { SupportTab } from "~/features/portal";
import { reloadOn } from "~/features/realtime";
import { isTicketIntent, ticketAnswers } from "~/features/support";
import { clientSupportView, ticketAction } from "~/features/support/index.server";
import { answer } from "~/lib/answer.server";
import { dbAndEnv, dbContext, limitedServices } from "~/lib/context.server";
import { readForm } from "~/lib/forms.server";
import { clientTicketPage } from "~/lib/portal-areas";
import { portalTextsOf } from "~/lib/portal-locale.server";
import { fail } from "~/lib/result";
import type { Route } from "./+types/support";
import { useClientFrame } from "./use-client-frame";

// The title in the person's language, built by the loader (a meta function cannot load the texts).
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const { m } = await portalTextsOf(request, user);
  return { ...(await clientSupportView(context.get(dbContext), user)), title: m.ticket_support_page_title() };
}

/**
 * The client's ticket forms (open, reply, close; the feature checks whose ticket it is). A new ticket opens its
 * page (a redirect, so it works without JavaScript too). The ticket page uses this action too.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  // Every answer in the client's language (decision 49).
  const { m } = await portalTextsOf(request, user);
  if (!isTicketIntent(intent)) return answer(fail("invalid", ticketAnswers(m).unknownForm), { intent });
  const result = await ticketAction(limitedServices(context), user, intent, form, m);
  if (result.ok && result.value.opened) return redirect(clientTicketPage(result.value.opened));
  return answer(result, { intent });
}

export const shouldRevalidate = reloadOn(["ticket"]);

export default function ClientSupport({ loaderData }: Route.ComponentProps) {
  return <SupportTab support={loaderData} projects={useClientFrame().projects} />;
}
