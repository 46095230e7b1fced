import { data, redirect } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { requireUser } from "~/features/accounts/index.server";
import { StandaloneAccessDenied, standaloneStatusHandlers } from "~/features/portal";
import { dbAndEnv } from "~/lib/context.server";
import { addressOfTab } from "~/lib/portal-areas";
import { portalTextsOf } from "~/lib/portal-locale.server";
import { ROLES } from "~/lib/validation";
import type { Route } from "./+types/role-home";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.pageTitle ?? "Access Denied | Fli DESK" },
];

/**
 * docs/product.md, Fli DESK portal: /dashboard/client and /dashboard/freelancer (the admin's is under
 * routes/dashboard/admin). Each is the dashboard of its role: the user of that role is sent on to it (the spec's
 * `?tab=` to that area's page, the rest of the query kept), anyone else reads 'Access Denied' (403) in their own
 * language, and a visitor signs in first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const role = ROLES.find((r) => url.pathname === `/dashboard/${r}`);
  if (!role) throw new Response("Not Found", { status: 404 });
  const user = await requireUser(dbAndEnv(context), request);
  if (user.role === role) throw redirect(addressOfTab(role, url.searchParams));
  // The refusal is this page, not a thrown error: its data names the person's language for `<html lang>` and texts.
  const { m, locale } = await portalTextsOf(request, user);
  return data({ portalLocale: locale, pageTitle: m.error_access_denied_page_title() }, { status: 403 });
}

export default function RoleHome() {
  return <StandaloneAccessDenied />;
}

// These paths are not below the portal's layout: a failure stands alone, without the shell.
export function ErrorBoundary() {
  return <RouteErrorBoundary statusHandlers={standaloneStatusHandlers} />;
}
