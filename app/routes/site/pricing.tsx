import { useEffect } from "react";
import { showFormToast } from "~/components/form-status";
import { HydrateWhenVisible } from "~/components/hydrate-when-visible";
import { buttonVariants } from "~/components/ui/button";
import { ORDER_ID_PATTERN, paymentFailure } from "~/features/billing/index.server";
import { PlanGrid, seoPlans, socialPlans } from "~/features/plans";
import { FaqList } from "~/features/site/components/faq-list";
import { NavTargetLink } from "~/features/site/components/nav-link";
import { PricingNotice, PricingOffers } from "~/features/site/components/pricing-offers";
import { PageHero, Section } from "~/features/site/components/section";
import { declineTexts, pricingNotice, pricingTexts } from "~/features/site/content/pricing.server";
import type { SitePageHandle } from "~/features/site/page-handle";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import { dbContext } from "~/lib/context.server";
import type { Db } from "~/lib/db.server";
import { logError } from "~/lib/errors.server";
import { type Locale, localeOfPath } from "~/lib/locale";
import type { Route } from "./+types/pricing";

// The English head, as the sitemap and the search read it; the page's loader gives it in the page's language.
export const handle = {
  page: {
    path: "/pricing",
    title: "Pricing: Social Media & SEO Plans",
    description:
      "Monthly social media plans from LKR 30,000 and SEO plans from LKR 35,000. No setup fee, 30-day money-back guarantee, 10% off bundles.",
    changefreq: "monthly",
    keywords: ["social media management price Sri Lanka", "SEO packages Sri Lanka", "pricing"],
    // Without a query only: `?error=` shows a payment notice, and a request with a query is always rendered.
    cached: true,
    searchText: () => [...socialPlans, ...seoPlans].map((plan) => plan.name),
  },
} satisfies SitePageHandle;

// The FAQ's structured data in the page's language, from the loader's texts.
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta({ ...handle.page, faqData: loaderData?.faq.items }, seoContextFrom(matches));

// The texts in the address's language, made on the server (decision 48), and the notice `?error=` asks for.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const error = url.searchParams.get("error") ?? "";
  const notice = pricingNotice(error, locale);
  const failure =
    notice && error === "payment_failed"
      ? await declined(context.get(dbContext), url.searchParams.get("order_id"), locale)
      : null;
  return { ...pricingTexts(locale), notice, failure };
}

/** A declined payment's reason and the way back to its checkout; the notice alone if the order cannot be read. */
async function declined(db: Db, orderId: string | null, locale: Locale) {
  if (!orderId || !ORDER_ID_PATTERN.test(orderId)) return null;
  try {
    const failure = await paymentFailure(db, orderId);
    if (!failure) return null;
    const words = declineTexts(failure.reason, locale);
    return { reason: words.reason, retry: { url: failure.checkoutUrl, label: words.back } };
  } catch (error) {
    logError(error, "GET /pricing (payment failure)");
    return null;
  }
}

export default function Pricing({ loaderData: texts }: Route.ComponentProps) {
  const { notice, failure } = texts;
  useEffect(() => {
    if (notice) showFormToast({ type: "error", title: notice.title, description: notice.text });
  }, [notice]);
  return (
    <main id="main">
      <PageHero eyebrow={texts.hero.eyebrow} title={texts.hero.title} intro={texts.hero.intro}>
        {notice && <PricingNotice notice={notice} reason={failure?.reason} retry={failure?.retry} />}
      </PageHero>

      <Section id="social-media-plans" title={texts.social.title} intro={texts.social.intro}>
        <PlanGrid plans={texts.social.plans} enterprise={texts.social.enterprise} words={texts.card} />
      </Section>

      <HydrateWhenVisible name="seo-plans">
        <Section id="seo-plans" title={texts.seo.title} intro={texts.seo.intro} className="bg-card/40">
          <PlanGrid plans={texts.seo.plans} enterprise={texts.seo.enterprise} words={texts.card} />
        </Section>
      </HydrateWhenVisible>

      <HydrateWhenVisible
        name="bundle"
        className="mx-auto grid max-w-7xl gap-8 px-4 py-20 sm:px-6 lg:grid-cols-2 [&>*]:min-w-0"
      >
        <PricingOffers texts={texts.offers} />
      </HydrateWhenVisible>

      <HydrateWhenVisible name="faq">
        <Section id="faq" title={texts.faq.title} className="bg-card/40">
          <FaqList items={texts.faq.items} />
          <div className="mt-12 text-center">
            <p className="text-lg">{texts.faq.stillDeciding}</p>
            <NavTargetLink dest={{ section: "contact" }} className={buttonVariants({ size: "lg", className: "mt-4" })}>
              {texts.faq.talkToUs}
            </NavTargetLink>
          </div>
        </Section>
      </HydrateWhenVisible>
    </main>
  );
}
