import { requireRole } from "~/features/accounts/index.server";
import { LeadsPanel } from "~/features/admin";
import { adminAreaAction, loadAdminLeads } from "~/features/admin/index.server";
import { reloadOn } from "~/features/realtime";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { Route } from "./+types/leads";

// The title in the person's language, built by the loader (a meta function cannot load the texts).
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(dbAndEnv(context), request, ["admin"]);
  const { m } = await portalTextsOf(request, admin);
  const leads = await loadAdminLeads(context.get(dbContext), new URL(request.url));
  return { ...leads, title: m.admin_leads_page_title() };
}

export const action = adminAreaAction("leads");
export const shouldRevalidate = reloadOn(["lead"]);

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  return <LeadsPanel data={loaderData} />;
}
