/**
 * The plan catalogue: the one source for the pricing page, the onboarding wizard, checkout and payments
 * (docs/product.md, Pricing and plans). Prices are monthly; USD figures are approximate and shown for reference.
 */
export type ServiceName = "Social Media" | "SEO";
export type PlanTier = "Launch" | "Growth" | "Scale" | "Essential" | "Accelerate" | "Dominate";

export type Plan = {
  name: PlanTier;
  service: ServiceName;
  planId: string;
  price: { lkr: number; usd: number };
  idealFor: string;
  features: string[];
  popular: boolean;
  /** How many platforms the wizard lets the client pick (docs/product.md, Onboarding wizard). */
  platformLimit: number;
  /** The posts a month the plan promises (the content calendar's quota); 0 for a plan that sells no posts. */
  postsPerMonth: number;
  /** The keywords the portal tracks for the client (decision 46): 0 for a plan that sells no SEO, null for unlimited. */
  trackedKeywords: number | null;
  /** The most the plan spends on ads for the client per month, in LKR; 0 when ads are not included. */
  maxBudget: number;
  subscriptionType: "monthly";
  recurrence: "1 Month";
  duration: "Forever";
  customFields: {
    plan_category: "social_media" | "seo";
    plan_tier: string;
    service_type: "social_media_management" | "seo_optimization";
  };
};

const recurring = { subscriptionType: "monthly", recurrence: "1 Month", duration: "Forever" } as const;

const social = (tier: string) =>
  ({ plan_category: "social_media", plan_tier: tier, service_type: "social_media_management" }) as const;
const seo = (tier: string) => ({ plan_category: "seo", plan_tier: tier, service_type: "seo_optimization" }) as const;

export const DEFAULT_PLATFORM_LIMIT = 5;

export const plans: Record<PlanTier, Plan> = {
  Launch: {
    name: "Launch",
    service: "Social Media",
    planId: "sm_launch_monthly",
    price: { lkr: 30000, usd: 100 },
    idealFor: "New businesses starting their social presence",
    features: [
      "15 posts per month",
      "2 platforms",
      "Custom branded graphics",
      "Captions and hashtag research",
      "Monthly performance report",
    ],
    popular: false,
    platformLimit: 2,
    postsPerMonth: 15,
    trackedKeywords: 0,
    maxBudget: 0,
    ...recurring,
    customFields: social("launch"),
  },
  Growth: {
    name: "Growth",
    service: "Social Media",
    planId: "sm_growth_monthly",
    price: { lkr: 50000, usd: 165 },
    idealFor: "Growing brands ready to build a community",
    features: [
      "30 posts per month",
      "4 platforms",
      "Ad campaign management (ad budget up to LKR 50k)",
      "Community management and replies",
      "Reels and short-form video",
      "Bi-weekly performance reports",
    ],
    popular: true,
    platformLimit: 4,
    postsPerMonth: 30,
    trackedKeywords: 0,
    maxBudget: 50000,
    ...recurring,
    customFields: social("growth"),
  },
  Scale: {
    name: "Scale",
    service: "Social Media",
    planId: "sm_scale_monthly",
    price: { lkr: 80000, usd: 260 },
    idealFor: "Established brands that want to lead their market",
    features: [
      "50+ posts per month",
      "All 5 platforms",
      "Ad campaign management (ad budget up to LKR 100k)",
      "Influencer outreach",
      "Dedicated account manager",
      "Weekly performance reports",
    ],
    popular: false,
    platformLimit: 5,
    postsPerMonth: 50,
    trackedKeywords: 0,
    maxBudget: 100000,
    ...recurring,
    customFields: social("scale"),
  },
  Essential: {
    name: "Essential",
    service: "SEO",
    planId: "seo_essential_monthly",
    price: { lkr: 35000, usd: 115 },
    idealFor: "Local businesses that want to be found",
    features: [
      "Up to 20 target keywords",
      "On-page optimisation",
      "Google Business Profile setup",
      "Technical SEO audit",
      "Monthly ranking report",
    ],
    popular: false,
    platformLimit: DEFAULT_PLATFORM_LIMIT,
    postsPerMonth: 0,
    trackedKeywords: 20,
    maxBudget: 0,
    ...recurring,
    customFields: seo("essential"),
  },
  Accelerate: {
    name: "Accelerate",
    service: "SEO",
    planId: "seo_accelerate_monthly",
    price: { lkr: 55000, usd: 180 },
    idealFor: "Businesses competing for national search traffic",
    features: [
      "Up to 50 target keywords",
      "Everything in Essential",
      "4 SEO articles per month",
      "Link building",
      "Competitor analysis",
      "Bi-weekly ranking reports",
    ],
    popular: true,
    platformLimit: DEFAULT_PLATFORM_LIMIT,
    postsPerMonth: 0,
    trackedKeywords: 50,
    maxBudget: 0,
    ...recurring,
    customFields: seo("accelerate"),
  },
  Dominate: {
    name: "Dominate",
    service: "SEO",
    planId: "seo_dominate_monthly",
    price: { lkr: 90000, usd: 295 },
    idealFor: "Brands that want to own their category",
    features: [
      "Unlimited target keywords",
      "Everything in Accelerate",
      "8 SEO articles per month",
      "International and multilingual SEO",
      "Conversion rate optimisation",
      "Weekly reports and strategy calls",
    ],
    popular: false,
    platformLimit: DEFAULT_PLATFORM_LIMIT,
    postsPerMonth: 0,
    trackedKeywords: null,
    maxBudget: 0,
    ...recurring,
    customFields: seo("dominate"),
  },
};

export const socialPlans = [plans.Launch, plans.Growth, plans.Scale];
export const seoPlans = [plans.Essential, plans.Accelerate, plans.Dominate];

export function findPlan(name: string | null | undefined): Plan | undefined {
  return name && Object.hasOwn(plans, name) ? plans[name as PlanTier] : undefined;
}

/** What the pricing page stores in local storage under `selectedPlan` for the wizard. */
export type SelectedPlan = { name: string; price: { lkr: number; usd: number }; service: string };

export const SELECTED_PLAN_KEY = "selectedPlan";

export function toSelectedPlan(plan: Plan): SelectedPlan {
  return { name: plan.name, price: { ...plan.price }, service: plan.service };
}

/** The pricing page's business terms (docs/product.md, Pricing and plans). */
export const billingTerms = {
  bundleDiscountPercent: 10,
  bundleCommitmentMonths: 12,
  annualSavingsPercent: 10,
  cancellationNoticeDays: 30,
  moneyBackDays: 30,
  setupFee: 0,
} as const;
