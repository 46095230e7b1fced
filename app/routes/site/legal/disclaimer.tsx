import { LegalPage } from "~/features/site/components/legal-page";
import { disclaimer } from "~/features/site/content/legal/disclaimer";
import type { SitePageHandle } from "~/features/site/page-handle";
import { policyPage, seoContextFrom, seoMeta } from "~/features/site/seo";
import type { Route } from "./+types/disclaimer";

export const handle = {
  page: {
    path: "/disclaimer",
    title: "Disclaimer",
    description:
      "The limits of the information on the Fli Digital website, case study results and third-party platforms.",
    changefreq: "yearly",
    cached: true,
  },
} satisfies SitePageHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = seoContextFrom(matches);
  const jsonLd = [policyPage(disclaimer, handle.page.path, ctx.publicUrl)];
  return seoMeta({ ...handle.page, jsonLd }, ctx);
};

export default function DisclaimerPage() {
  return <LegalPage document={disclaimer} />;
}
