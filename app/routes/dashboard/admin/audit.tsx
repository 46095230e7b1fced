import { requireRole } from "~/features/accounts/index.server";
import { AuditPanel } from "~/features/admin";
import { adminAreaAction, loadAdminAudit } from "~/features/admin/index.server";
import { reloadOn } from "~/features/realtime";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { Route } from "./+types/audit";
import { useAdminFrame } from "./layout";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "Audit log | Admin Panel"} | Fli DESK` },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(dbAndEnv(context), request, ["admin"]);
  // The page's title in the admin's language (decision 49), made here: `meta` has no texts of its own.
  const { m } = await portalTextsOf(request, admin);
  const title = `${m.admin_audit_title()} | ${m.dashboard_title_admin()}`;
  return { ...(await loadAdminAudit(context.get(dbContext), new URL(request.url))), title };
}

export const action = adminAreaAction("audit");
export const shouldRevalidate = reloadOn(["user"]);

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditPanel data={{ ...useAdminFrame(), ...loaderData }} />;
}
