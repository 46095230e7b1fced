import { PortalPolicy } from "~/features/portal/components/portal-policy";
import { portalPrivacy } from "~/features/site/content/legal/portal-privacy";
import { policyMeta, seoContextFrom } from "~/features/site/seo";
import { portalLocaleOf } from "~/lib/portal-locale.server";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) =>
  policyMeta(
    portalPrivacy,
    { title: `${portalPrivacy.title} | Fli DESK`, path: "/dashboard/privacy-policy" },
    seoContextFrom(matches),
  );

/** Open before sign-in: the notice and the way back speak the last public page's language (decision 49). */
export function loader({ request }: Route.LoaderArgs) {
  return { portalLocale: portalLocaleOf(request, null) };
}

export default function PortalPrivacyPage() {
  return <PortalPolicy document={portalPrivacy} />;
}
