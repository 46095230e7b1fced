import { redirect } from "react-router";
import { requireRole } from "~/features/accounts/index.server";
import { dbAndEnv } from "~/lib/context.server";
import { addressOfTab } from "~/lib/portal-areas";
import type { Route } from "./+types/index";

/**
 * docs/product.md, Fli DESK portal: /dashboard/admin is the admin's dashboard. The admin goes on to the overview (or,
 * with the spec's `?tab=`, that area's page); anyone else reads 'Access Denied' from the layout.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(dbAndEnv(context), request, ["admin"]);
  return redirect(addressOfTab(admin.role, new URL(request.url).searchParams));
}

// Never shown: the loader always redirects or refuses.
export default function AdminIndex() {
  return null;
}
