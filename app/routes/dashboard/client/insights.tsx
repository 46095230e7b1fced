import { requireUser } from "~/features/accounts/index.server";
import { assistantConfigured } from "~/features/insights/index.server";
import { InsightsTab } from "~/features/portal";
import { dbAndEnv, envContext } from "~/lib/context.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { Route } from "./+types/insights";
import { useClientFrame } from "./use-client-frame";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "AI Insights | Client Dashboard"} | Fli DESK` },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const { m } = await portalTextsOf(request, user);
  return { configured: assistantConfigured(context.get(envContext)), title: m.insights_client_title() };
}

export const shouldRevalidate = () => false;

export default function ClientInsights({ loaderData }: Route.ComponentProps) {
  return <InsightsTab projects={useClientFrame().projects} configured={loaderData.configured} />;
}
