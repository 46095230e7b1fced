import type { Locale } from "~/lib/locale";
import type { Message } from "~/lib/message.server";
import { m } from "~/paraglide/messages.js";

/** The /quote page around its form (docs/product.md, Contact and quote forms), in one language. */
export function quoteTexts(locale: Locale) {
  const t = (message: Message) => message({}, { locale });
  return {
    head: { title: t(m.nav_get_quote), description: t(m.quote_head_description) },
    eyebrow: t(m.quote_eyebrow),
    title: t(m.quote_title),
    intro: t(m.quote_intro),
    otherWays: t(m.quote_other_ways),
    preferTalk: t(m.quote_prefer_talk),
    within24Hours: t(m.quote_within_24_hours),
  };
}
