import type { Locale } from "~/lib/locale";
import type { Message } from "~/lib/message.server";
import { m } from "~/paraglide/messages.js";

/**
 * The search page's words in one language, with the line that sums up a query's results: its count with the
 * language's plural form ("1 result", "3 results"; Sinhala and Tamil have one and other), or that none was found.
 */
export function searchTexts(locale: Locale, q: string, found: number) {
  const t = (message: Message) => message({}, { locale });
  const summary = !q
    ? null
    : found
      ? m.search_results({ count: found, q }, { locale })
      : m.search_none({ q }, { locale });
  return {
    head: { title: t(m.search_title), description: t(m.search_description) },
    title: t(m.search_title),
    label: t(m.search_label),
    placeholder: t(m.search_placeholder),
    submit: t(m.search_submit),
    summary,
  };
}
