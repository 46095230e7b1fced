import { LegalPage } from "~/features/site/components/legal-page";
import { disclaimer } from "~/features/site/content/legal/disclaimer";
import { publicPage } from "~/features/site/pages";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import type { Route } from "./+types/disclaimer";

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(publicPage("/disclaimer"), seoContextFrom(matches));

export default function DisclaimerPage() {
  return <LegalPage document={disclaimer} />;
}
