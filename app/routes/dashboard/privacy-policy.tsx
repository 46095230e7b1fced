import { PortalPolicy } from "~/features/portal/components/portal-policy";
import { portalPrivacy } from "~/features/site/content/legal/portal-privacy";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = () => [{ title: `${portalPrivacy.title} | Fli DESK` }];

export default function PortalPrivacyPage() {
  return <PortalPolicy document={portalPrivacy} />;
}
