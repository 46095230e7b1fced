import { requireUser } from "~/features/accounts/index.server";
import { BillingTab } from "~/features/portal";
import { loadClientBilling } from "~/features/portal/index.server";
import { reloadOn } from "~/features/realtime";
import { dbAndEnv, dbContext } from "~/lib/context.server";
import type { Route } from "./+types/billing";
import { clientAreaTitle } from "./use-client-frame";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: clientAreaTitle(matches, "billing") }];

/** The client's plans and the payments made for them; their forms post to `subscriptionActions` (routes.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadClientBilling(context.get(dbContext), await requireUser(dbAndEnv(context), request));
}

export const shouldRevalidate = reloadOn(["payment"]);

export default function ClientBilling({ loaderData }: Route.ComponentProps) {
  return <BillingTab billing={loaderData.billing} />;
}
