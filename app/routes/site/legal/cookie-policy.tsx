import { LegalPage } from "~/features/site/components/legal-page";
import { cookiePolicy } from "~/features/site/content/legal/cookie-policy";
import { publicPage } from "~/features/site/pages";
import { policyPage, seoContextFrom, seoMeta } from "~/features/site/seo";
import type { Route } from "./+types/cookie-policy";

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = seoContextFrom(matches);
  const jsonLd = [policyPage(cookiePolicy, "/cookie-policy", ctx.publicUrl)];
  return seoMeta({ ...publicPage("/cookie-policy"), jsonLd }, ctx);
};

export default function CookiePolicyPage() {
  return <LegalPage document={cookiePolicy} />;
}
