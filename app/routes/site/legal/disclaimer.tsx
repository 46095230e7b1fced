import { LegalPage } from "~/features/site/components/legal-page";
import { disclaimer } from "~/features/site/content/legal/disclaimer";
import { publicPage } from "~/features/site/pages";
import { policyPage, seoContextFrom, seoMeta } from "~/features/site/seo";
import type { Route } from "./+types/disclaimer";

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = seoContextFrom(matches);
  const jsonLd = [policyPage(disclaimer, "/disclaimer", ctx.publicUrl)];
  return seoMeta({ ...publicPage("/disclaimer"), jsonLd }, ctx);
};

export default function DisclaimerPage() {
  return <LegalPage document={disclaimer} />;
}
