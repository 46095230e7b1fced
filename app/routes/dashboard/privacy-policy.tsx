import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { LegalPage } from "~/features/site/components/legal-page";
import { portalPrivacy } from "~/features/site/content/legal/portal-privacy";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = () => [{ title: `${portalPrivacy.title} | Fli DESK` }];

export default function PortalPolicy() {
  return (
    <LegalPage
      document={portalPrivacy}
      actions={
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard/auth">Back to sign in</Link>
        </Button>
      }
    />
  );
}
