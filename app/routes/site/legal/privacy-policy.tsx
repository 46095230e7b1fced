import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { LegalPage } from "~/features/site/components/legal-page";
import { privacyPolicy } from "~/features/site/content/legal/privacy-policy";
import { publicPage } from "~/features/site/pages";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(publicPage("/privacy-policy"), seoContextFrom(matches));

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      document={privacyPolicy}
      actions={
        <Button asChild variant="outline" size="sm">
          <Link to="/login">Back to Login</Link>
        </Button>
      }
    />
  );
}
