import type { ComponentProps } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { LegalPage } from "~/features/site";
import { usePortalTexts } from "~/lib/portal-texts";

/**
 * One of the portal's policy pages (open to everyone): the document, and the way back to sign in. The policy is in
 * English in every language; in Sinhala and Tamil a notice says so in the page's language.
 */
export function PortalPolicy({ document }: Pick<ComponentProps<typeof LegalPage>, "document">) {
  const { m, locale } = usePortalTexts();
  return (
    <LegalPage
      document={document}
      notice={locale === "en" ? undefined : m.auth_policy_english_only()}
      actions={
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard/auth">{m.auth_back_to_sign_in()}</Link>
        </Button>
      }
    />
  );
}
