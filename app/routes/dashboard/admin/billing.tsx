import { requireRole } from "~/features/accounts/index.server";
import { BillingPanel } from "~/features/admin";
import { adminAreaAction, loadAdminBilling } from "~/features/admin/index.server";
import { reloadOn } from "~/features/realtime";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import type { Route } from "./+types/billing";

export const meta: Route.MetaFunction = () => [{ title: "Billing | Admin Panel | Fli DESK" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(dbAndEnv(context), request, ["admin"]);
  return loadAdminBilling(context.get(dbContext), new URL(request.url));
}

export const action = adminAreaAction("billing");
export const shouldRevalidate = reloadOn(["payment"]);

export default function AdminBilling({ loaderData }: Route.ComponentProps) {
  return <BillingPanel data={loaderData} />;
}
