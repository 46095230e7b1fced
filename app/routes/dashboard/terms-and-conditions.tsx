import { PortalPolicy } from "~/features/portal/components/portal-policy";
import { portalTerms } from "~/features/site/content/legal/portal-terms";
import type { Route } from "./+types/terms-and-conditions";

export const meta: Route.MetaFunction = () => [{ title: `${portalTerms.title} | Fli DESK` }];

export default function PortalTermsPage() {
  return <PortalPolicy document={portalTerms} />;
}
