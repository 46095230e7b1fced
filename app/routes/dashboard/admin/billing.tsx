import { requireRole } from "~/features/accounts/index.server";
import { BillingPanel } from "~/features/admin";
import { adminAreaAction, loadAdminBilling } from "~/features/admin/index.server";
import { reloadOn } from "~/features/realtime";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { Route } from "./+types/billing";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "Billing | Admin Panel"} | Fli DESK` },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(dbAndEnv(context), request, ["admin"]);
  // The page's title in the admin's language (decision 49), made here: `meta` has no texts of its own.
  const { m } = await portalTextsOf(request, admin);
  const title = `${m.client_tab_billing()} | ${m.dashboard_title_admin()}`;
  return { ...(await loadAdminBilling(context.get(dbContext), new URL(request.url))), title };
}

export const action = adminAreaAction("billing");
export const shouldRevalidate = reloadOn(["payment"]);

export default function AdminBilling({ loaderData }: Route.ComponentProps) {
  return <BillingPanel data={loaderData} />;
}
