import { describe, expect, it } from "vitest";
import { locales } from "~/lib/locale";
import { plans } from "./catalogue";
import { planTexts } from "./plan-texts.server";

describe("the plans' words in each language", () => {
  it("are the catalogue's words, line for line, in English", () => {
    for (const plan of Object.values(plans)) {
      expect(planTexts(plan.name, "en"), plan.name).toEqual({ idealFor: plan.idealFor, features: plan.features });
    }
  });

  it("have as many feature lines as the catalogue in every language, none left in English", () => {
    for (const plan of Object.values(plans)) {
      for (const locale of locales.filter((l) => l !== "en")) {
        const texts = planTexts(plan.name, locale);
        expect(texts.features, `${plan.name} ${locale}`).toHaveLength(plan.features.length);
        for (const [i, line] of texts.features.entries())
          expect(line, `${plan.name} ${locale}`).not.toBe(plan.features[i]);
        expect(texts.idealFor).not.toBe(plan.idealFor);
      }
    }
  });
});
