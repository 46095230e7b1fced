import { describe, expect, it } from "vitest";
import { firstOpenStep } from "./drafts.server";
import type { WizardDraft } from "./wizard";

const complete = (): WizardDraft => ({
  businessInfo: { businessName: "Negombo Boats", industry: "Tourism & Travel", website: "" },
  marketingGoals: ["Lead Generation"],
  platformPreferences: ["Facebook", "Instagram", "TikTok"],
  hearAboutUs: "Google Search",
});

describe("a draft opened through a link", () => {
  it("continues at the first step it leaves incomplete, else at the account details", () => {
    expect(firstOpenStep(complete(), "Growth")).toBe(5);
    expect(
      firstOpenStep({ ...complete(), businessInfo: { businessName: "", industry: "", website: "" } }, "Growth"),
    ).toBe(1);
    expect(firstOpenStep({ ...complete(), marketingGoals: [] }, "Growth")).toBe(2);
    // Launch allows 2 platforms: three are to be chosen again.
    expect(firstOpenStep(complete(), "Launch")).toBe(3);
    expect(firstOpenStep({ ...complete(), hearAboutUs: "" }, null)).toBe(4);
  });
});
