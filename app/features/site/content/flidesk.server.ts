import type { Locale } from "~/lib/locale";
import type { Message } from "~/lib/message.server";
import { m } from "~/paraglide/messages.js";
import { portalStats } from "./home.server";

/** The /flidesk-features page (docs/product.md, Public site) in one language; the brand stays as it is. */
export function flideskTexts(locale: Locale) {
  const t = (message: Message) => message({}, { locale });
  const point = (title: Message, text: Message) => ({ title: t(title), text: t(text) });
  return {
    head: { title: t(m.flidesk_head_title), description: t(m.flidesk_head_description) },
    hero: {
      title: t(m.flidesk_title),
      intro: t(m.flidesk_intro),
      signIn: t(m.flidesk_sign_in),
      getWithPlan: t(m.flidesk_get_with_plan),
    },
    featuresHeading: t(m.flidesk_features),
    // In the order of the icons the page draws (content/flidesk.ts).
    features: [
      point(m.flidesk_roles, m.flidesk_roles_text),
      point(m.nav_analytics_reports, m.flidesk_analytics_text),
      point(m.flidesk_live, m.flidesk_live_text),
      point(m.flidesk_screenshots, m.flidesk_screenshots_text),
      point(m.flidesk_ai, m.flidesk_ai_text),
      point(m.flidesk_security, m.flidesk_security_text),
      point(m.flidesk_team, m.flidesk_team_text),
      point(m.flidesk_app, m.flidesk_app_text),
    ],
    stats: portalStats(locale),
    // The page's HowTo structured data, in the page's language.
    howTo: {
      name: t(m.flidesk_howto_name),
      description: t(m.flidesk_howto_description),
      steps: [
        { name: t(m.flidesk_howto_id), text: t(m.flidesk_howto_id_text) },
        { name: t(m.flidesk_howto_sign_in), text: t(m.flidesk_howto_sign_in_text) },
        { name: t(m.flidesk_howto_follow), text: t(m.flidesk_howto_follow_text) },
      ],
    },
  };
}

/** The words the site search finds /flidesk-features by (English: the search is in English for now). */
export const flideskSearchText = (locale: Locale) => flideskTexts(locale).features.map((feature) => feature.title);
