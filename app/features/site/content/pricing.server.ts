import { billingTerms, type Plan, seoPlans, socialPlans, toSelectedPlan } from "~/features/plans";
import { planTexts } from "~/features/plans/index.server";
import { formatLkr, formatUsdApprox } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import type { Message } from "~/lib/message.server";
import { m } from "~/paraglide/messages.js";

/** A plan's card in one language: the name stays, the amounts through the formatter. */
function planCard(plan: Plan, locale: Locale) {
  return {
    name: plan.name,
    popular: plan.popular,
    ...planTexts(plan.name, locale),
    price: formatLkr(plan.price.lkr, locale),
    usd: formatUsdApprox(plan.price.usd, locale),
    getStartedWith: m.services_get_started_with({ service: plan.name }, { locale }),
    // What 'Get Started' keeps for the wizard, which reads the catalogue's English names.
    selection: toSelectedPlan(plan),
  };
}

/** A service's plans and its Enterprise card. */
function planSection(locale: Locale, plans: readonly Plan[], service: string, title: Message, intro: Message) {
  const t = (message: Message) => message({}, { locale });
  return {
    title: t(title),
    intro: t(intro),
    plans: plans.map((plan) => planCard(plan, locale)),
    enterprise: {
      title: t(m.pricing_enterprise),
      text: t(m.pricing_enterprise_for),
      price: t(m.pricing_custom),
      priceNote: t(m.pricing_custom_pricing),
      features: [
        m.pricing_enterprise_tailored({ service }, { locale }),
        t(m.pricing_enterprise_team),
        t(m.pricing_enterprise_reporting),
        t(m.pricing_enterprise_priority),
      ],
      contactUs: t(m.pricing_contact_us),
      contactAbout: m.pricing_contact_about({ service }, { locale }),
    },
  };
}

/** The questions under the plans; their answers name the business terms of the catalogue. */
function pricingFaq(locale: Locale) {
  const t = (message: Message) => message({}, { locale });
  const { annualSavingsPercent, cancellationNoticeDays, moneyBackDays, bundleCommitmentMonths } = billingTerms;
  const bundle = { months: bundleCommitmentMonths, percent: billingTerms.bundleDiscountPercent };
  return [
    [t(m.pricing_faq_setup), t(m.pricing_faq_setup_answer)],
    [t(m.pricing_faq_billing), m.pricing_faq_billing_answer({ percent: annualSavingsPercent }, { locale })],
    [t(m.pricing_faq_cancel), m.pricing_faq_cancel_answer({ days: cancellationNoticeDays }, { locale })],
    [t(m.pricing_faq_refund), m.pricing_faq_refund_answer({ days: moneyBackDays }, { locale })],
    [t(m.pricing_faq_bundle), m.pricing_faq_bundle_answer(bundle, { locale })],
    [t(m.pricing_faq_ads), t(m.pricing_faq_ads_answer)],
    [t(m.pricing_faq_platforms), t(m.pricing_faq_platforms_answer)],
    [t(m.pricing_faq_results), t(m.pricing_faq_results_answer)],
    [t(m.pricing_faq_dollars), t(m.pricing_faq_dollars_answer)],
  ].map(([question = "", answer = ""]) => ({ question, answer }));
}

/** The /pricing page (docs/product.md, Pricing and plans) in one language; plan names and brands stay as they are. */
export function pricingTexts(locale: Locale) {
  const t = (message: Message) => message({}, { locale });
  const lowest = (plans: readonly Plan[]) => formatLkr(Math.min(...plans.map((plan) => plan.price.lkr)), locale);
  const bundlePercent = `${billingTerms.bundleDiscountPercent}%`;
  return {
    head: {
      title: t(m.pricing_head_title),
      description: m.pricing_head_description(
        {
          social: lowest(socialPlans),
          seo: lowest(seoPlans),
          days: billingTerms.moneyBackDays,
          percent: billingTerms.bundleDiscountPercent,
        },
        { locale },
      ),
    },
    hero: {
      eyebrow: t(m.nav_pricing),
      title: t(m.pricing_title),
      intro: m.pricing_intro(
        { days: billingTerms.moneyBackDays, percent: billingTerms.annualSavingsPercent },
        { locale },
      ),
    },
    card: { perMonth: t(m.pricing_per_month), popular: t(m.pricing_popular), getStarted: t(m.services_get_started) },
    social: planSection(locale, socialPlans, t(m.nav_social_media), m.pricing_social_title, m.pricing_social_intro),
    seo: planSection(locale, seoPlans, "SEO", m.pricing_seo_title, m.pricing_seo_intro),
    offers: {
      bundleTitle: t(m.pricing_bundle_title),
      bundleText: m.pricing_bundle_text(
        { months: billingTerms.bundleCommitmentMonths, percent: bundlePercent },
        { locale },
      ),
      // Shown in bold inside the bundle's text, wherever the language puts it.
      bundlePercent,
      bundleAsk: t(m.pricing_bundle_ask),
      webTitle: t(m.pricing_web_title),
      webText: t(m.pricing_web_text),
      webQuote: t(m.pricing_web_quote),
    },
    faq: {
      title: t(m.pricing_faq_title),
      items: pricingFaq(locale),
      stillDeciding: t(m.pricing_still_deciding),
      talkToUs: t(m.pricing_talk_to_us),
    },
  };
}

export type PricingTexts = ReturnType<typeof pricingTexts>;

const notices = {
  payment_failed: [m.pricing_failed_title, m.pricing_failed_text],
  payment_cancelled: [m.pricing_cancelled_title, m.pricing_cancelled_text],
  invalid_checkout: [m.pricing_invalid_title, m.pricing_invalid_text],
} as const satisfies Record<string, readonly [Message, Message]>;

/** Why the visitor came back to pricing (`?error=`), in the page's language; null for any other value. */
export function pricingNotice(error: string, locale: Locale) {
  if (!Object.hasOwn(notices, error)) return null;
  const [title, text] = notices[error as keyof typeof notices];
  return { title: title({}, { locale }), text: text({}, { locale }) };
}

/** A declined card's line and the way back to its checkout (which stays in English for now). */
export function declineTexts(reason: string | null, locale: Locale) {
  return {
    reason: reason ? m.pricing_failure_reason({ reason }, { locale }) : null,
    back: m.pricing_back_to_checkout({}, { locale }),
  };
}
