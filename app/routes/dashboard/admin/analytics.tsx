import { requireRole } from "~/features/accounts/index.server";
import { AnalyticsPanel } from "~/features/admin";
import { loadAdminAnalytics } from "~/features/admin/index.server";
import { reloadOn } from "~/features/realtime";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { Route } from "./+types/analytics";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "System Analytics | Admin Panel"} | Fli DESK` },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(dbAndEnv(context), request, ["admin"]);
  // The page's title in the admin's language (decision 49), made here: `meta` has no texts of its own.
  const { m } = await portalTextsOf(request, admin);
  const title = `${m.shell_nav_system_analytics()} | ${m.dashboard_title_admin()}`;
  return { ...(await loadAdminAnalytics(context.get(dbContext))), title };
}

export const shouldRevalidate = reloadOn(["project", "user", "payment"]);

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  return <AnalyticsPanel data={loaderData} />;
}
