import { requireUser } from "~/features/accounts/index.server";
import { AnalyticsTab } from "~/features/portal";
import { loadClientReports } from "~/features/portal/index.server";
import { reloadOn } from "~/features/realtime";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import type { Route } from "./+types/analytics";
import { useClientFrame } from "./use-client-frame";

export const meta: Route.MetaFunction = () => [{ title: "Analytics | Client Dashboard | Fli DESK" }];

/** The stored reports of the client's completed projects with analytics connected, as charts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadClientReports(context.get(dbContext), await requireUser(dbAndEnv(context), request));
}

export const shouldRevalidate = reloadOn(["project"]);

export default function ClientAnalytics({ loaderData }: Route.ComponentProps) {
  return <AnalyticsTab projects={useClientFrame().projects} reports={loaderData.reports} />;
}
