import { PortalPolicy } from "~/features/portal/components/portal-policy";
import { portalTerms } from "~/features/site/content/legal/portal-terms";
import { policyMeta, seoContextFrom } from "~/features/site/seo";
import type { Route } from "./+types/terms-and-conditions";

export const meta: Route.MetaFunction = ({ matches }) =>
  policyMeta(
    portalTerms,
    { title: `${portalTerms.title} | Fli DESK`, path: "/dashboard/terms-and-conditions" },
    seoContextFrom(matches),
  );

export default function PortalTermsPage() {
  return <PortalPolicy document={portalTerms} />;
}
