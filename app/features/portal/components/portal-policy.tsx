import type { ComponentProps } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { LegalPage } from "~/features/site";

/** One of the portal's policy pages (open to everyone): the document, and the way back to sign in. */
export function PortalPolicy({ document }: Pick<ComponentProps<typeof LegalPage>, "document">) {
  return (
    <LegalPage
      document={document}
      actions={
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard/auth">Back to sign in</Link>
        </Button>
      }
    />
  );
}
