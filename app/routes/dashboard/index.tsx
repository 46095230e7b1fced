import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { ADMIN_INTENTS, adminAction } from "~/features/admin/actions.server";
import { AdminDashboard } from "~/features/admin/components/admin-dashboard";
import { loadAdminDashboard } from "~/features/admin/dashboard.server";
import type { AdminActionData } from "~/features/admin/messages";
import { ASK_INTENT } from "~/features/insights";
import { askAboutProject, askSchema } from "~/features/insights/ask.server";
import { ClientDashboard, dashboardTitle, FreelancerDashboard } from "~/features/portal";
import { loadClientDashboard, loadFreelancerDashboard } from "~/features/portal/dashboard.server";
import { clientTicketLink, type TicketActionData } from "~/features/support";
import { ticketAction } from "~/features/support/ticket-action.server";
import { isTicketIntent } from "~/features/support/tickets";
import { readForm } from "~/lib/forms.server";
import { problemInit } from "~/lib/http.server";
import { parseFormData } from "~/lib/parse.server";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${dashboardTitle(data?.role)} | Fli DESK` }];

/** The dashboard of the user's role, keyed by the role so that each view gets exactly its own data. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const url = new URL(request.url);
  switch (user.role) {
    case "admin":
      return { role: user.role, ...(await loadAdminDashboard(context, user, url)) };
    case "client":
      return { role: user.role, ...(await loadClientDashboard(context, user, url)) };
    case "freelancer":
      return { role: user.role, ...(await loadFreelancerDashboard(context.db, user, url)) };
  }
}

/** Opening or closing a `?dialog=` changes no data: the page keeps what it has instead of loading it again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutDialog = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("dialog");
    params.sort();
    return params.toString();
  };
  return currentUrl.search === nextUrl.search || withoutDialog(currentUrl) !== withoutDialog(nextUrl)
    ? defaultShouldRevalidate
    : false;
}

/** The AI assistant for every role, the tickets' forms, and the admin's writes (each checked for the admin role). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if ((ADMIN_INTENTS as readonly unknown[]).includes(intent)) {
    if (user.role !== "admin") throw new Response("Forbidden", { status: 403 });
    const { intent: adminIntent, result } = await adminAction(context, user, form);
    if (result.ok) return data<AdminActionData>({ ok: true, intent: adminIntent, ...result.value });
    return data<AdminActionData>(
      { ok: false, intent: adminIntent, message: result.problem.message },
      problemInit(result.problem),
    );
  }
  if (isTicketIntent(intent)) {
    const result = await ticketAction(context, user, intent, form);
    if (!result.ok) {
      return data<TicketActionData>(
        { ok: false, intent, message: result.problem.message },
        problemInit(result.problem),
      );
    }
    // A new ticket opens its thread (a redirect, so it works without JavaScript too).
    if (result.value.opened) return redirect(clientTicketLink(result.value.opened));
    return data<TicketActionData>({ ok: true, intent, message: result.value.message });
  }
  if (intent !== ASK_INTENT) return data({ error: "Unknown form" }, { status: 400 });
  const parsed = parseFormData(form, askSchema);
  const result = parsed.ok ? await askAboutProject(context, user, parsed.value) : parsed;
  if (!result.ok) return data({ error: result.problem.message }, problemInit(result.problem));
  return { answer: result.value };
}

export default function DashboardIndex({ loaderData }: Route.ComponentProps) {
  switch (loaderData.role) {
    case "admin":
      return <AdminDashboard data={loaderData} />;
    case "client":
      return <ClientDashboard data={loaderData} />;
    case "freelancer":
      return <FreelancerDashboard data={loaderData} />;
  }
}
