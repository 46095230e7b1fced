import type { Locale } from "~/lib/locale";
import type { Message } from "~/lib/message.server";
import { m } from "~/paraglide/messages.js";
import type { PlanTier } from "./catalogue";

/**
 * Each plan's words (who it is for, its feature lines) as messages (decision 48). The catalogue keeps its English
 * for the purchase path, the portal, the mails and the payments; this mapping gives the same lines in each
 * language, in the catalogue's order (`plan-texts.server.test.ts` holds the English to the catalogue's).
 */
const planMessages: Record<PlanTier, { idealFor: Message; features: Message[] }> = {
  Launch: {
    idealFor: m.pricing_launch_ideal,
    features: [m.pricing_launch_1, m.pricing_launch_2, m.pricing_launch_3, m.pricing_launch_4, m.pricing_launch_5],
  },
  Growth: {
    idealFor: m.pricing_growth_ideal,
    features: [
      m.pricing_growth_1,
      m.pricing_growth_2,
      m.pricing_growth_3,
      m.pricing_growth_4,
      m.pricing_growth_5,
      m.pricing_growth_6,
    ],
  },
  Scale: {
    idealFor: m.pricing_scale_ideal,
    features: [
      m.pricing_scale_1,
      m.pricing_scale_2,
      m.pricing_scale_3,
      m.pricing_scale_4,
      m.pricing_scale_5,
      m.pricing_scale_6,
    ],
  },
  Essential: {
    idealFor: m.pricing_essential_ideal,
    features: [
      m.pricing_essential_1,
      m.pricing_essential_2,
      m.pricing_essential_3,
      m.pricing_essential_4,
      m.pricing_essential_5,
    ],
  },
  Accelerate: {
    idealFor: m.pricing_accelerate_ideal,
    features: [
      m.pricing_accelerate_1,
      m.pricing_accelerate_2,
      m.pricing_accelerate_3,
      m.pricing_accelerate_4,
      m.pricing_accelerate_5,
      m.pricing_accelerate_6,
    ],
  },
  Dominate: {
    idealFor: m.pricing_dominate_ideal,
    features: [
      m.pricing_dominate_1,
      m.pricing_dominate_2,
      m.pricing_dominate_3,
      m.pricing_dominate_4,
      m.pricing_dominate_5,
      m.pricing_dominate_6,
    ],
  },
};

/** A plan's "ideal for" line and feature lines in one language. */
export function planTexts(tier: PlanTier, locale: Locale) {
  const messages = planMessages[tier];
  return {
    idealFor: messages.idealFor({}, { locale }),
    features: messages.features.map((message) => message({}, { locale })),
  };
}
