import { BackToLogin, LegalPage } from "~/features/site/components/legal-page";
import { termsOfService } from "~/features/site/content/legal/terms-of-service";
import { publicPage } from "~/features/site/pages";
import { policyPage, seoContextFrom, seoMeta } from "~/features/site/seo";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = seoContextFrom(matches);
  const jsonLd = [policyPage(termsOfService, "/terms-of-service", ctx.publicUrl)];
  return seoMeta({ ...publicPage("/terms-of-service"), jsonLd }, ctx);
};

export default function TermsOfServicePage() {
  return <LegalPage document={termsOfService} actions={<BackToLogin />} />;
}
