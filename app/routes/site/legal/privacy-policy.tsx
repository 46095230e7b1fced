import { BackToLogin, LegalPage } from "~/features/site/components/legal-page";
import { privacyPolicy } from "~/features/site/content/legal/privacy-policy";
import type { SitePageHandle } from "~/features/site/page-handle";
import { policyPage, seoContextFrom, seoMeta } from "~/features/site/seo";
import type { Route } from "./+types/privacy-policy";

export const handle = {
  page: {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description:
      "How Fli Digital collects, uses and protects personal data, and your rights under Sri Lanka's Personal Data Protection Act.",
    changefreq: "yearly",
    cached: true,
  },
} satisfies SitePageHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = seoContextFrom(matches);
  const jsonLd = [policyPage(privacyPolicy, handle.page.path, ctx.publicUrl)];
  return seoMeta({ ...handle.page, jsonLd }, ctx);
};

export default function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} actions={<BackToLogin />} />;
}
