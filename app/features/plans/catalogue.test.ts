import { describe, expect, it } from "vitest";
import { billingTerms, findPlan, plans, seoPlans, socialPlans, toSelectedPlan } from "./catalogue";

describe("plan catalogue", () => {
  it("holds the spec's prices, limits and flags", () => {
    expect(socialPlans.map((p) => [p.name, p.price.lkr, p.price.usd, p.platformLimit, p.maxBudget, p.popular])).toEqual(
      [
        ["Launch", 30000, 100, 2, 0, false],
        ["Growth", 50000, 165, 4, 50000, true],
        ["Scale", 80000, 260, 5, 100000, false],
      ],
    );
    expect(seoPlans.map((p) => [p.name, p.price.lkr, p.price.usd, p.popular])).toEqual([
      ["Essential", 35000, 115, false],
      ["Accelerate", 55000, 180, true],
      ["Dominate", 90000, 295, false],
    ]);
    expect(plans.Essential.features).toContain("Up to 20 target keywords");
    expect(plans.Accelerate.features).toContain("Up to 50 target keywords");
    expect(plans.Dominate.features).toContain("Unlimited target keywords");
    expect(plans.Launch.features).toEqual(expect.arrayContaining(["15 posts per month", "2 platforms"]));
    expect(plans.Scale.features).toContain("50+ posts per month");
  });

  it("carries every field the gateway needs (docs/product.md, Pricing and plans)", () => {
    for (const plan of Object.values(plans)) {
      expect(plan.planId).toMatch(/^(sm|seo)_[a-z]+_monthly$/);
      expect(plan.planId).toBe(`${plan.service === "SEO" ? "seo" : "sm"}_${plan.name.toLowerCase()}_monthly`);
      expect(plan).toMatchObject({ subscriptionType: "monthly", recurrence: "1 Month", duration: "Forever" });
      expect(plan.customFields.plan_tier).toBe(plan.name.toLowerCase());
    }
    expect(plans.Growth.customFields).toEqual({
      plan_category: "social_media",
      plan_tier: "growth",
      service_type: "social_media_management",
    });
    expect(plans.Dominate.customFields.service_type).toBe("seo_optimization");
  });

  it("finds plans by name only", () => {
    expect(findPlan("Growth")?.planId).toBe("sm_growth_monthly");
    expect(findPlan("growth")).toBeUndefined();
    expect(findPlan("toString")).toBeUndefined();
    expect(findPlan(null)).toBeUndefined();
  });

  it("stores the selected plan in the spec's shape", () => {
    expect(toSelectedPlan(plans.Scale)).toEqual({
      name: "Scale",
      price: { lkr: 80000, usd: 260 },
      service: "Social Media",
    });
  });

  it("keeps the business constants", () => {
    expect(billingTerms).toEqual({
      bundleDiscountPercent: 10,
      bundleCommitmentMonths: 12,
      annualSavingsPercent: 10,
      cancellationNoticeDays: 30,
      moneyBackDays: 30,
      setupFee: 0,
    });
  });
});
