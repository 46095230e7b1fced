import { useEffect } from "react";
import { showFormToast } from "~/components/form-status";
import { HydrateWhenVisible } from "~/components/hydrate-when-visible";
import { buttonVariants } from "~/components/ui/button";
import { ORDER_ID_PATTERN, paymentFailure } from "~/features/billing/index.server";
import { billingTerms, seoPlans, socialPlans } from "~/features/plans/catalogue";
import { PlanGrid } from "~/features/plans/components/plan-card";
import { FaqList } from "~/features/site/components/faq-list";
import { NavTargetLink } from "~/features/site/components/nav-link";
import { PricingNotice, PricingOffers } from "~/features/site/components/pricing-offers";
import { PageHero, Section } from "~/features/site/components/section";
import { pricingFaq } from "~/features/site/content/pricing";
import type { SitePageHandle } from "~/features/site/page-handle";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import { dbContext } from "~/lib/context.server";
import type { Db } from "~/lib/db.server";
import { logError } from "~/lib/errors.server";
import type { Route } from "./+types/pricing";

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

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({ ...handle.page, faqData: pricingFaq }, seoContextFrom(matches));

/** Why the visitor came back to pricing, if they did: a failed or cancelled payment, or a checkout link without a plan. */
const notices = {
  payment_failed: {
    title: "Your payment did not go through.",
    text: "No money was taken and no account was created. Please choose your plan and try again, or contact us if the problem continues.",
  },
  payment_cancelled: {
    title: "Payment cancelled.",
    text: "You cancelled the payment, so nothing was charged. Your onboarding answers are saved for 3 days whenever you are ready.",
  },
  invalid_checkout: {
    title: "Invalid Checkout",
    text: "The checkout link was missing the plan or its pricing. Please choose your plan again.",
  },
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const error = params.get("error") ?? "";
  const notice = Object.hasOwn(notices, error) ? notices[error as keyof typeof notices] : null;
  return {
    notice,
    failure: error === "payment_failed" ? await declined(context.get(dbContext), params.get("order_id")) : null,
  };
}

/** A declined payment's reason and the way back to its checkout; the notice alone if the order cannot be read. */
async function declined(db: Db, orderId: string | null) {
  if (!orderId || !ORDER_ID_PATTERN.test(orderId)) return null;
  try {
    return await paymentFailure(db, orderId);
  } catch (error) {
    logError(error, "GET /pricing (payment failure)");
    return null;
  }
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { notice, failure } = loaderData;
  useEffect(() => {
    if (notice) showFormToast({ type: "error", title: notice.title, description: notice.text });
  }, [notice]);
  return (
    <main id="main">
      <PageHero
        eyebrow="Pricing"
        title="Simple, Transparent Monthly Plans"
        intro={`No setup fee. ${billingTerms.moneyBackDays}-day money-back guarantee for new clients. Save ${billingTerms.annualSavingsPercent}% with annual billing.`}
      >
        {notice && <PricingNotice notice={notice} reason={failure?.reason} retryUrl={failure?.checkoutUrl} />}
      </PageHero>

      <Section
        id="social-media-plans"
        title="Social Media Management"
        intro="Content, community and ads on the platforms your customers use."
      >
        <PlanGrid plans={socialPlans} service="Social Media" />
      </Section>

      <HydrateWhenVisible name="seo-plans">
        <Section
          id="seo-plans"
          title="SEO"
          intro="Rankings and organic traffic that keep growing."
          className="bg-card/40"
        >
          <PlanGrid plans={seoPlans} service="SEO" />
        </Section>
      </HydrateWhenVisible>

      <HydrateWhenVisible
        name="bundle"
        className="mx-auto grid max-w-7xl gap-8 px-4 py-20 sm:px-6 lg:grid-cols-2 [&>*]:min-w-0"
      >
        <PricingOffers />
      </HydrateWhenVisible>

      <HydrateWhenVisible name="faq">
        <Section id="faq" title="Frequently Asked Questions" className="bg-card/40">
          <FaqList items={pricingFaq} />
          <div className="mt-12 text-center">
            <p className="text-lg">Still deciding?</p>
            <NavTargetLink dest={{ section: "contact" }} className={buttonVariants({ size: "lg", className: "mt-4" })}>
              Not sure what plan suits you? Talk to us
            </NavTargetLink>
          </div>
        </Section>
      </HydrateWhenVisible>
    </main>
  );
}
