import { billingTerms, findPlan, type Plan, type PlanTier, seoPlans, socialPlans } from "./catalogue";

/**
 * The bundle the pricing page promises: one social media plan with one SEO plan, billed monthly as one
 * subscription at `bundleDiscountPercent` off the two prices, on a `bundleCommitmentMonths` commitment. It is named
 * like a plan ("Growth + Accelerate", service "Social Media + SEO") so that every screen, mail and receipt that
 * shows a plan's name and service shows a bundle in words. Free of server code: the Billing tab shows the amount
 * the server charges, from the same function.
 */
export const BUNDLE_SERVICE = "Social Media + SEO";
const SEPARATOR = " + ";

export type Bundle = {
  name: string;
  service: typeof BUNDLE_SERVICE;
  planId: string;
  price: { lkr: number; usd: number };
  duration: "Forever";
  social: PlanTier;
  seo: PlanTier;
};

export const bundleMessages = {
  mix: "A bundle is one social media plan with one SEO plan.",
} as const;

/** The two prices less the bundle discount, in whole cents (rounded like the annual amounts in billing's cycles). */
export function bundlePrice(social: Plan, seo: Plan) {
  const off = (amount: number) => Math.round(((amount * (100 - billingTerms.bundleDiscountPercent)) / 100) * 100) / 100;
  return { lkr: off(social.price.lkr + seo.price.lkr), usd: off(social.price.usd + seo.price.usd) };
}

function makeBundle(social: Plan, seo: Plan): Bundle {
  return {
    name: `${social.name}${SEPARATOR}${seo.name}`,
    service: BUNDLE_SERVICE,
    planId: `bundle_${social.customFields.plan_tier}_${seo.customFields.plan_tier}_monthly`,
    price: bundlePrice(social, seo),
    duration: "Forever",
    social: social.name,
    seo: seo.name,
  };
}

/** Every bundle the catalogue makes, social plan first. */
export const bundles: Bundle[] = socialPlans.flatMap((social) => seoPlans.map((seo) => makeBundle(social, seo)));

export type BundleLookup = { ok: true; bundle: Bundle } | { ok: false; message: string } | undefined;

/**
 * A bundle by its name ("Growth + Accelerate"): undefined when the name is not a bundle's at all, a refusal when
 * it names two plans that do not make one (two social plans, an unknown plan).
 */
export function findBundle(name: string | null | undefined): BundleLookup {
  if (!name?.includes(SEPARATOR)) return undefined;
  const parts = name.split(SEPARATOR).map((part) => findPlan(part.trim()));
  const social = parts.find((p) => p?.service === "Social Media");
  const seo = parts.find((p) => p?.service === "SEO");
  if (parts.length !== 2 || !social || !seo) return { ok: false, message: bundleMessages.mix };
  return { ok: true, bundle: makeBundle(social, seo) };
}

/** Whether a subscription's plan name is a bundle's. */
export const isBundle = (planName: string) => findBundle(planName)?.ok === true;

/**
 * A plan's name where it reads as one title (a mail's subject): "Growth Social Media", and a bundle's with its
 * services in brackets, "Growth + Accelerate (Social Media + SEO)", as the two halves would otherwise run together.
 */
export const planTitle = (planName: string, service: string) =>
  isBundle(planName) ? `${planName} (${service})` : `${planName} ${service}`;

/**
 * The SEO plan a subscription's plan name pays for: the plan itself when it is an SEO plan, a bundle's SEO half,
 * none for a social media plan (keyword tracking's count comes from it, decision 46).
 */
export function seoPlanOf(planName: string | null | undefined): Plan | undefined {
  const plan = findPlan(planName);
  if (plan) return plan.service === "SEO" ? plan : undefined;
  const bundle = findBundle(planName);
  return bundle?.ok ? findPlan(bundle.bundle.seo) : undefined;
}
