import { BackToLogin, LegalPage } from "~/features/site/components/legal-page";
import { privacyPolicy } from "~/features/site/content/legal/privacy-policy";
import { publicPage } from "~/features/site/pages";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(publicPage("/privacy-policy"), seoContextFrom(matches));

export default function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} actions={<BackToLogin />} />;
}
