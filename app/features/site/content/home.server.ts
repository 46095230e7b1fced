import type { Locale } from "~/lib/locale";
import type { Message } from "~/lib/message.server";
import { m } from "~/paraglide/messages.js";
import { caseStudyCards } from "./case-studies.server";

/** The home page's three services, each with its own words for the card (shorter than /services'). */
function servicesSection(locale: Locale) {
  const t = (message: Message) => message({}, { locale });
  const card = (title: Message, text: Message, features: Message[]) => ({
    title: t(title),
    text: t(text),
    features: features.map(t),
    moreAbout: m.home_services_more_about({ service: t(title) }, { locale }),
  });
  return {
    eyebrow: t(m.nav_services),
    title: t(m.home_services_title),
    intro: t(m.home_services_intro),
    more: t(m.home_services_more),
    cards: [
      card(m.footer_advanced_seo, m.home_service_seo_text, [
        m.home_service_seo_1,
        m.home_service_seo_2,
        m.home_service_seo_3,
        m.home_service_seo_4,
      ]),
      card(m.service_brand, m.home_service_brand_text, [
        m.home_service_brand_1,
        m.home_service_brand_2,
        m.home_service_brand_3,
        m.home_service_brand_4,
      ]),
      card(m.home_service_web, m.home_service_web_text, [
        m.home_service_web_1,
        m.home_service_web_2,
        m.home_service_web_3,
        m.home_service_web_4,
      ]),
    ],
  };
}

/** The portal's figures with their labels, on the home page and the Fli DESK page. */
export function portalStats(locale: Locale) {
  const t = (message: Message) => message({}, { locale });
  return [
    { value: "99.9%", label: t(m.home_flidesk_uptime) },
    { value: "24/7", label: t(m.home_flidesk_support) },
    { value: "10+", label: t(m.home_flidesk_projects) },
    { value: "50+", label: t(m.home_flidesk_clients) },
  ];
}

/** The Fli DESK section: the portal's figures and its four features. */
function flideskSection(locale: Locale) {
  const t = (message: Message) => message({}, { locale });
  const point = (title: Message, text: Message) => ({ title: t(title), text: t(text) });
  return {
    eyebrow: t(m.home_flidesk_eyebrow),
    title: t(m.home_flidesk_title),
    intro: t(m.home_flidesk_intro),
    explore: t(m.home_flidesk_explore),
    stats: portalStats(locale),
    // In the order of the icons the section draws (components/home/flidesk.tsx).
    features: [
      point(m.home_flidesk_analytics, m.home_flidesk_analytics_text),
      point(m.home_flidesk_roles, m.home_flidesk_roles_text),
      point(m.home_flidesk_security, m.home_flidesk_security_text),
      point(m.home_flidesk_ai, m.home_flidesk_ai_text),
    ],
  };
}

/** The home page's sections (docs/product.md, Public site) in one language; figures and brand names stay as they are. */
export function homeTexts(locale: Locale) {
  const t = (message: Message) => message({}, { locale });
  const point = (title: Message, text: Message) => ({ title: t(title), text: t(text) });
  return {
    head: { title: t(m.home_hero_title), description: t(m.home_head_description) },
    hero: {
      eyebrow: t(m.home_hero_eyebrow),
      title: t(m.home_hero_title),
      tagline: t(m.footer_tagline),
      consultation: t(m.home_hero_consultation),
      pricing: t(m.home_hero_pricing),
      newTab: t(m.footer_new_tab),
    },
    about: {
      eyebrow: t(m.home_about_eyebrow),
      title: t(m.home_about_title),
      points: [
        point(m.home_about_1, m.home_about_1_text),
        point(m.home_about_2, m.home_about_2_text),
        point(m.home_about_3, m.home_about_3_text),
      ],
    },
    services: servicesSection(locale),
    flidesk: flideskSection(locale),
    partners: { eyebrow: t(m.home_partners_eyebrow), title: t(m.home_partners_title) },
    onboarding: {
      eyebrow: t(m.home_onboarding_eyebrow),
      title: t(m.home_onboarding_title),
      intro: t(m.home_onboarding_intro),
      pictures: [t(m.home_onboarding_box_alt), t(m.home_onboarding_portal_alt)],
      steps: [
        point(m.home_onboarding_1, m.home_onboarding_1_text),
        point(m.home_onboarding_2, m.home_onboarding_2_text),
        point(m.home_onboarding_3, m.home_onboarding_3_text),
      ],
      begin: t(m.home_begin_journey),
      compare: t(m.home_compare_plans),
    },
    cases: {
      eyebrow: t(m.home_cases_eyebrow),
      title: t(m.home_cases_title),
      intro: t(m.home_cases_intro),
      next: t(m.home_cases_next),
      begin: t(m.home_begin_journey),
      cards: caseStudyCards(locale),
    },
    contact: { eyebrow: t(m.home_contact_eyebrow), title: t(m.home_contact_title), text: t(m.home_contact_text) },
  };
}

export type HomeTexts = ReturnType<typeof homeTexts>;
