import { describe, expect, it } from "vitest";
import { BUNDLE_SERVICE, bundleMessages, bundles, findBundle, isBundle, planTitle } from "./bundle";

describe("the bundle", () => {
  it("is every social plan with every SEO plan, at 10% off the two catalogue prices", () => {
    expect(bundles.map((b) => b.name)).toEqual([
      "Launch + Essential",
      "Launch + Accelerate",
      "Launch + Dominate",
      "Growth + Essential",
      "Growth + Accelerate",
      "Growth + Dominate",
      "Scale + Essential",
      "Scale + Accelerate",
      "Scale + Dominate",
    ]);
    // Growth LKR 50,000 / USD 165 with Accelerate LKR 55,000 / USD 180.
    expect(findBundle("Growth + Accelerate")).toMatchObject({
      ok: true,
      bundle: { service: BUNDLE_SERVICE, price: { lkr: 94500, usd: 310.5 }, social: "Growth", seo: "Accelerate" },
    });
    // Launch LKR 30,000 / USD 100 with Dominate LKR 90,000 / USD 295: 355.5 cents-exact.
    expect(findBundle("Launch + Dominate")).toMatchObject({ ok: true, bundle: { price: { lkr: 108000, usd: 355.5 } } });
  });

  it("reads the two plans in either order, and refuses a mix that is not one social and one SEO plan", () => {
    expect(findBundle("Accelerate + Growth")).toMatchObject({ ok: true, bundle: { name: "Growth + Accelerate" } });
    for (const forged of [
      "Growth + Scale",
      "Essential + Dominate",
      "Growth + Platinum",
      "Growth + Essential + Scale",
    ]) {
      expect(findBundle(forged), forged).toEqual({ ok: false, message: bundleMessages.mix });
    }
    expect(findBundle("Growth")).toBeUndefined();
    expect(isBundle("Growth + Accelerate")).toBe(true);
    expect(isBundle("Growth")).toBe(false);
  });

  it("titles a bundle with its services in brackets, a single plan without", () => {
    expect(planTitle("Growth + Accelerate", BUNDLE_SERVICE)).toBe("Growth + Accelerate (Social Media + SEO)");
    expect(planTitle("Growth", "Social Media")).toBe("Growth Social Media");
  });
});
