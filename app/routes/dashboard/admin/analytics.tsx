import { requireRole } from "~/features/accounts/index.server";
import { AnalyticsPanel } from "~/features/admin";
import { loadAdminAnalytics } from "~/features/admin/index.server";
import { reloadOn } from "~/features/realtime";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import type { Route } from "./+types/analytics";

export const meta: Route.MetaFunction = () => [{ title: "System Analytics | Admin Panel | Fli DESK" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(dbAndEnv(context), request, ["admin"]);
  return loadAdminAnalytics(context.get(dbContext));
}

export const shouldRevalidate = reloadOn(["project", "user", "payment"]);

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  return <AnalyticsPanel data={loaderData} />;
}
