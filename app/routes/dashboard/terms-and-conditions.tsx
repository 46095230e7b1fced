import { PortalPolicy } from "~/features/portal/components/portal-policy";
import { portalTerms } from "~/features/site/content/legal/portal-terms";
import { policyMeta, seoContextFrom } from "~/features/site/seo";
import { portalLocaleOf } from "~/lib/portal-locale.server";
import type { Route } from "./+types/terms-and-conditions";

export const meta: Route.MetaFunction = ({ matches }) =>
  policyMeta(
    portalTerms,
    { title: `${portalTerms.title} | Fli DESK`, path: "/dashboard/terms-and-conditions" },
    seoContextFrom(matches),
  );

/** Open before sign-in: the notice and the way back speak the last public page's language (decision 49). */
export function loader({ request }: Route.LoaderArgs) {
  return { portalLocale: portalLocaleOf(request, null) };
}

export default function PortalTermsPage() {
  return <PortalPolicy document={portalTerms} />;
}
