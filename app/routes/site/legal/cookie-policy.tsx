import { LegalPage } from "~/features/site/components/legal-page";
import { cookiePolicy } from "~/features/site/content/legal/cookie-policy";
import { publicPage } from "~/features/site/pages";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import type { Route } from "./+types/cookie-policy";

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(publicPage("/cookie-policy"), seoContextFrom(matches));

export default function CookiePolicyPage() {
  return <LegalPage document={cookiePolicy} />;
}
