import { BackToLogin, LegalPage } from "~/features/site/components/legal-page";
import { privacyPolicy } from "~/features/site/content/legal/privacy-policy";
import { publicPage } from "~/features/site/pages";
import { policyPage, seoContextFrom, seoMeta } from "~/features/site/seo";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = seoContextFrom(matches);
  const jsonLd = [policyPage(privacyPolicy, "/privacy-policy", ctx.publicUrl)];
  return seoMeta({ ...publicPage("/privacy-policy"), jsonLd }, ctx);
};

export default function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} actions={<BackToLogin />} />;
}
