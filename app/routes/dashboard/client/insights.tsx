import { requireUser } from "~/features/accounts/index.server";
import { assistantConfigured } from "~/features/insights/index.server";
import { InsightsTab } from "~/features/portal";
import { dbAndEnv, envContext } from "~/lib/context.server";
import type { Route } from "./+types/insights";
import { useClientFrame } from "./use-client-frame";

export const meta: Route.MetaFunction = () => [{ title: "AI Insights | Client Dashboard | Fli DESK" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(dbAndEnv(context), request);
  return { configured: assistantConfigured(context.get(envContext)) };
}

export const shouldRevalidate = () => false;

export default function ClientInsights({ loaderData }: Route.ComponentProps) {
  return <InsightsTab projects={useClientFrame().projects} configured={loaderData.configured} />;
}
