import { LegalPage } from "~/features/site/components/legal-page";
import { cookiePolicy } from "~/features/site/content/legal/cookie-policy";
import type { SitePageHandle } from "~/features/site/page-handle";
import { policyPage, seoContextFrom, seoMeta } from "~/features/site/seo";
import type { Route } from "./+types/cookie-policy";

export const handle = {
  page: {
    path: "/cookie-policy",
    title: "Cookie Policy",
    description: "The cookies and browser storage the Fli Digital website and Fli DESK use, and how to control them.",
    changefreq: "yearly",
    cached: true,
  },
} satisfies SitePageHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = seoContextFrom(matches);
  const jsonLd = [policyPage(cookiePolicy, handle.page.path, ctx.publicUrl)];
  return seoMeta({ ...handle.page, jsonLd }, ctx);
};

export default function CookiePolicyPage() {
  return <LegalPage document={cookiePolicy} />;
}
