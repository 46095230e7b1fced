import type { Locale } from "~/lib/locale";
import type { Message } from "~/lib/message.server";
import { m } from "~/paraglide/messages.js";

/** The /services page (docs/product.md, Public site) in one language: its head, its heading and the three services. */
export function servicesTexts(locale: Locale) {
  const t = (message: Message) => message({}, { locale });
  const block = (id: string, title: Message, text: Message, features: Message[], price: Message, note?: Message) => ({
    id,
    title: t(title),
    text: t(text),
    features: features.map(t),
    price: t(price),
    getStartedWith: m.services_get_started_with({ service: t(title) }, { locale }),
    ...(note ? { note: t(note) } : {}),
  });
  return {
    head: { title: t(m.services_head_title), description: t(m.services_head_description) },
    eyebrow: t(m.nav_services),
    title: t(m.services_title),
    intro: t(m.services_intro),
    getStarted: t(m.services_get_started),
    blocks: [
      block(
        "seo",
        m.footer_advanced_seo,
        m.service_seo_text,
        [m.service_seo_1, m.service_seo_2, m.service_seo_3, m.service_seo_4, m.service_seo_5, m.service_seo_6],
        m.service_seo_price,
      ),
      block(
        "brand",
        m.service_brand,
        m.service_brand_text,
        [
          m.service_brand_1,
          m.service_brand_2,
          m.service_brand_3,
          m.service_brand_4,
          m.service_brand_5,
          m.service_brand_6,
        ],
        m.service_brand_price,
      ),
      block(
        "web",
        m.service_web,
        m.service_web_text,
        [m.service_web_1, m.service_web_2, m.service_web_3, m.service_web_4, m.service_web_5, m.service_web_6],
        m.service_web_price,
        m.service_web_note,
      ),
    ],
  };
}

/** The words the site search finds /services by, in the search page's language. */
export const servicesSearchText = (locale: Locale) =>
  servicesTexts(locale).blocks.flatMap((service) => [service.title, service.text, ...service.features]);
