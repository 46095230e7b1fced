import { requireRole } from "~/features/accounts/index.server";
import { AuditPanel } from "~/features/admin";
import { adminAreaAction, loadAdminAudit } from "~/features/admin/index.server";
import { reloadOn } from "~/features/realtime";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import type { Route } from "./+types/audit";
import { useAdminFrame } from "./layout";
export const meta: Route.MetaFunction = () => [{ title: "Audit log | Admin Panel | Fli DESK" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(dbAndEnv(context), request, ["admin"]);
  return loadAdminAudit(context.get(dbContext), new URL(request.url));
}

export const action = adminAreaAction("audit");
export const shouldRevalidate = reloadOn(["user"]);

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditPanel data={{ ...useAdminFrame(), ...loaderData }} />;
}
