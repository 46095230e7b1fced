import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { LegalPage } from "~/features/site/components/legal-page";
import { portalTerms } from "~/features/site/content/legal/portal-terms";
import type { Route } from "./+types/terms-and-conditions";

export const meta: Route.MetaFunction = () => [{ title: `${portalTerms.title} | Fli DESK` }];

export default function PortalPolicy() {
  return (
    <LegalPage
      document={portalTerms}
      actions={
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard/auth">Back to sign in</Link>
        </Button>
      }
    />
  );
}
