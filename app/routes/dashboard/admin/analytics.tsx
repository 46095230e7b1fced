import { requireRole } from "~/features/accounts/index.server";
import { AnalyticsPanel } from "~/features/admin";
import { loadAdminAnalytics } from "~/features/admin/index.server";
import { reloadOn } from "~/features/realtime";
import type { Route } from "./+types/analytics";

export const meta: Route.MetaFunction = () => [{ title: "System Analytics | Admin Panel | Fli DESK" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(context, request, ["admin"]);
  return loadAdminAnalytics(context.db);
}

export const shouldRevalidate = reloadOn(["project", "user", "payment"]);

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  return <AnalyticsPanel data={loaderData} />;
}
