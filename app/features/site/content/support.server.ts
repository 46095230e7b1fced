import type { Locale } from "~/lib/locale";
import type { Message } from "~/lib/message.server";
import { m } from "~/paraglide/messages.js";
import { siteConfig } from "../config";

const { email, phone } = siteConfig;

/** The /support page around its forms (docs/product.md, Support) in one language: channels, figures and the FAQ. */
export function supportTexts(locale: Locale) {
  const t = (message: Message) => message({}, { locale });
  const channel = (title: Message, detail: Message | string, text: string, label: Message, href: string) => ({
    title: t(title),
    detail: typeof detail === "string" ? detail : t(detail),
    text,
    action: { label: t(label), href, external: href.startsWith("https:") },
  });
  const faq = (question: Message, answer: Message) => ({ question: t(question), answer: t(answer) });
  return {
    head: { title: t(m.footer_support), description: t(m.support_head_description) },
    eyebrow: t(m.footer_support),
    title: t(m.support_title),
    intro: t(m.support_intro),
    newTab: t(m.footer_new_tab),
    channelsTitle: t(m.support_channels),
    channels: [
      channel(
        m.support_chat,
        "24/7",
        t(m.support_chat_text),
        m.support_chat_action,
        `https://wa.me/${phone.replace(/\D/g, "")}`,
      ),
      channel(
        m.support_email,
        m.support_email_detail,
        m.support_email_text({ email }, { locale }),
        m.support_email_action,
        `mailto:${email}`,
      ),
      channel(
        m.support_phone,
        m.support_phone_detail,
        m.support_phone_text({ phone }, { locale }),
        m.support_phone_action,
        `tel:${phone.replace(/\s/g, "")}`,
      ),
    ],
    stats: [
      { value: t(m.support_stat_critical_value), label: t(m.support_stat_critical) },
      { value: t(m.support_stat_general_value), label: t(m.support_stat_general) },
      { value: "24/7", label: t(m.support_stat_chat) },
      { value: "98%", label: t(m.support_stat_satisfaction) },
    ],
    formTitle: t(m.support_form_title),
    validatorTitle: t(m.support_validator_title),
    validatorIntro: t(m.support_validator_intro),
    faqTitle: t(m.support_faq_title),
    faq: [
      faq(m.support_faq_1, m.support_faq_1_answer),
      faq(m.support_faq_2, m.support_faq_2_answer),
      faq(m.support_faq_3, m.support_faq_3_answer),
      faq(m.support_faq_4, m.support_faq_4_answer),
      faq(m.support_faq_5, m.support_faq_5_answer),
      faq(m.support_faq_6, m.support_faq_6_answer),
    ],
  };
}

/** The words the site search finds /support by, besides its head: the channels and the questions. */
export const supportSearchText = (locale: Locale) => {
  const texts = supportTexts(locale);
  return [...texts.channels.map((channel) => channel.title), ...texts.faq.map((item) => item.question)];
};
