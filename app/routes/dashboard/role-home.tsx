import { redirect } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { requireRole } from "~/features/accounts/index.server";
import { standaloneStatusHandlers } from "~/features/portal";
import { dbAndEnv } from "~/lib/context.server";
import { addressOfTab } from "~/lib/portal-areas";
import { ROLES } from "~/lib/validation";
import type { Route } from "./+types/role-home";

export const meta: Route.MetaFunction = () => [{ title: "Access Denied | Fli DESK" }];

/**
 * docs/product.md, Fli DESK portal: /dashboard/client and /dashboard/freelancer (the admin's is under
 * routes/dashboard/admin). Each is the dashboard of its role: the user of that role is sent on to it (the spec's
 * `?tab=` to that area's page, the rest of the query kept), anyone else gets 403, and a visitor signs in first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const role = ROLES.find((r) => url.pathname === `/dashboard/${r}`);
  if (!role) throw new Response("Not Found", { status: 404 });
  await requireRole(dbAndEnv(context), request, [role]);
  return redirect(addressOfTab(role, url.searchParams));
}

// Never shown: the loader always redirects or refuses. A route without a component makes React Router warn in the
// browser that the matched route has no element, when the refusal is rendered.
export default function RoleHome() {
  return null;
}

// These paths are not below the portal's layout: the refusal stands alone, without the shell.
export function ErrorBoundary() {
  return <RouteErrorBoundary statusHandlers={standaloneStatusHandlers} />;
}
