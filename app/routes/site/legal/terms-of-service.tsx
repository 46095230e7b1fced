import { BackToLogin, LegalPage } from "~/features/site/components/legal-page";
import { termsOfService } from "~/features/site/content/legal/terms-of-service";
import { publicPage } from "~/features/site/pages";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(publicPage("/terms-of-service"), seoContextFrom(matches));

export default function TermsOfServicePage() {
  return <LegalPage document={termsOfService} actions={<BackToLogin />} />;
}
