import { AlertCircleIcon } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { showFormToast } from "~/components/form-status";
import { HydrateWhenVisible } from "~/components/hydrate-when-visible";
import { Button, buttonVariants } from "~/components/ui/button";
import { billingTerms, seoPlans, socialPlans } from "~/features/plans/catalogue";
import { EnterpriseCard, PlanCard } from "~/features/plans/components/plan-card";
import { FaqList } from "~/features/site/components/faq-list";
import { NavTargetLink } from "~/features/site/components/nav-link";
import { PageHero, Section } from "~/features/site/components/section";
import { pricingFaq } from "~/features/site/content/pricing";
import { publicPage } from "~/features/site/pages";
import { seoContextFrom, seoMeta } from "~/features/site/seo";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({ ...publicPage("/pricing"), faqData: pricingFaq }, seoContextFrom(matches));

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

export function loader({ request }: Route.LoaderArgs) {
  const error = new URL(request.url).searchParams.get("error") ?? "";
  return { notice: Object.hasOwn(notices, error) ? notices[error as keyof typeof notices] : null };
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { notice } = loaderData;
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
        {loaderData.notice && (
          <div
            role="alert"
            className="mx-auto mt-8 flex max-w-xl items-start gap-3 rounded-lg border border-danger-text/50 bg-destructive/20 p-4 text-left"
          >
            <AlertCircleIcon className="mt-0.5 size-5 shrink-0 text-danger-text" aria-hidden="true" />
            <div>
              <p className="font-semibold">{loaderData.notice.title}</p>
              <p className="text-sm text-foreground/90">{loaderData.notice.text}</p>
            </div>
          </div>
        )}
      </PageHero>

      <Section
        id="social-media-plans"
        title="Social Media Management"
        intro="Content, community and ads on the platforms your customers use."
      >
        <div className="grid gap-8 pt-3 md:grid-cols-2 xl:grid-cols-4">
          {socialPlans.map((plan) => (
            <PlanCard key={plan.name} plan={plan} />
          ))}
          <EnterpriseCard service="Social Media" />
        </div>
      </Section>

      <HydrateWhenVisible name="seo-plans">
        <Section
          id="seo-plans"
          title="SEO"
          intro="Rankings and organic traffic that keep growing."
          className="bg-card/40"
        >
          <div className="grid gap-8 pt-3 md:grid-cols-2 xl:grid-cols-4">
            {seoPlans.map((plan) => (
              <PlanCard key={plan.name} plan={plan} />
            ))}
            <EnterpriseCard service="SEO" />
          </div>
        </Section>
      </HydrateWhenVisible>

      <HydrateWhenVisible
        name="bundle"
        className="mx-auto grid max-w-7xl gap-8 px-4 py-20 sm:px-6 lg:grid-cols-2 [&>*]:min-w-0"
      >
        <section aria-labelledby="bundle-title" className="rounded-2xl border border-primary/50 bg-accent/40 p-8">
          <h2 id="bundle-title" className="text-3xl font-bold">
            Bundle &amp; Save
          </h2>
          <p className="mt-3 text-lg">
            Combine any social media plan with any SEO plan on a {billingTerms.bundleCommitmentMonths}-month commitment
            and save <strong className="text-primary">{billingTerms.bundleDiscountPercent}%</strong> on both.
          </p>
          <Button asChild size="lg" className="mt-6">
            <Link to="/quote">Ask for a Bundle</Link>
          </Button>
        </section>
        <section aria-labelledby="webdev-title" className="rounded-2xl border border-border bg-card p-8">
          <h2 id="webdev-title" className="text-3xl font-bold">
            Need a Website?
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">
            Web development is quoted per project, from $1500. Tell us what you need and we will send a detailed quote
            within 48 hours.
          </p>
          <Button asChild size="lg" variant="outline" className="mt-6 h-auto whitespace-normal py-3 text-center">
            <Link to="/quote">Request a Web Development Quote</Link>
          </Button>
        </section>
      </HydrateWhenVisible>

      <HydrateWhenVisible name="faq">
        <Section id="faq" title="Frequently Asked Questions" className="bg-card/40">
          <FaqList items={pricingFaq} />
          <div className="mt-12 text-center">
            <p className="text-lg">Still deciding?</p>
            <NavTargetLink
              dest={{ section: "contact" }}
              className={buttonVariants({ size: "lg", className: "mt-4 h-auto whitespace-normal py-3 text-center" })}
            >
              Not sure what plan suits you? Talk to us
            </NavTargetLink>
          </div>
        </Section>
      </HydrateWhenVisible>
    </main>
  );
}
