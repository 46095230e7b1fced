import { BackToLogin, LegalPage } from "~/features/site/components/legal-page";
import { termsOfService } from "~/features/site/content/legal/terms-of-service";
import type { SitePageHandle } from "~/features/site/page-handle";
import { policyPage, seoContextFrom, seoMeta } from "~/features/site/seo";
import type { Route } from "./+types/terms-of-service";

export const handle = {
  page: {
    path: "/terms-of-service",
    title: "Terms of Service",
    description:
      "The terms for using the Fli Digital website and our social media, SEO, brand identity and web development services.",
    changefreq: "yearly",
    cached: true,
  },
} satisfies SitePageHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = seoContextFrom(matches);
  const jsonLd = [policyPage(termsOfService, handle.page.path, ctx.publicUrl)];
  return seoMeta({ ...handle.page, jsonLd }, ctx);
};

export default function TermsOfServicePage() {
  return <LegalPage document={termsOfService} actions={<BackToLogin />} />;
}
