import type { Locale } from "~/lib/locale";
import type { Message } from "~/lib/message.server";
import { m } from "~/paraglide/messages.js";

/** The /partnerships page (docs/product.md, Public site) in one language: its head, hero and the two sets of cards. */
export function partnershipsTexts(locale: Locale) {
  const t = (message: Message) => message({}, { locale });
  const card = (title: Message, text: Message) => ({ title: t(title), text: t(text) });
  return {
    head: { title: t(m.nav_partnerships), description: t(m.partnerships_head_description) },
    eyebrow: t(m.nav_partnerships),
    title: t(m.partnerships_title),
    intro: t(m.partnerships_intro),
    email: t(m.partnerships_email),
    call: t(m.partnerships_call),
    newTab: t(m.footer_new_tab),
    benefitsTitle: t(m.partnerships_benefits),
    benefits: [
      card(m.partnerships_revenue_share, m.partnerships_revenue_share_text),
      card(m.partnerships_white_label, m.partnerships_white_label_text),
      card(m.partnerships_priority, m.partnerships_priority_text),
      card(m.partnerships_co_marketing, m.partnerships_co_marketing_text),
    ],
    idealTitle: t(m.partnerships_ideal),
    ideal: [
      card(m.partnerships_agencies, m.partnerships_agencies_text),
      card(m.partnerships_freelancers, m.partnerships_freelancers_text),
      card(m.partnerships_technology, m.partnerships_technology_text),
      card(m.partnerships_consultants, m.partnerships_consultants_text),
    ],
  };
}

/** The words the site search finds /partnerships by, in one language. */
export const partnershipsSearchText = (locale: Locale) => {
  const texts = partnershipsTexts(locale);
  return [...texts.benefits, ...texts.ideal].map((card) => card.title);
};
