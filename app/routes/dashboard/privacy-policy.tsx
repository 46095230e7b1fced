import { PortalPolicy } from "~/features/portal/components/portal-policy";
import { portalPrivacy } from "~/features/site/content/legal/portal-privacy";
import { policyMeta, seoContextFrom } from "~/features/site/seo";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) =>
  policyMeta(
    portalPrivacy,
    { title: `${portalPrivacy.title} | Fli DESK`, path: "/dashboard/privacy-policy" },
    seoContextFrom(matches),
  );

export default function PortalPrivacyPage() {
  return <PortalPolicy document={portalPrivacy} />;
}
