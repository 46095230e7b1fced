/** The quote form's options and rules (docs/product.md, Contact and quote forms). No Zod here: this module also ships to the browser. */
import { EMAIL_MAX } from "~/lib/validation";

/**
 * The services on the quote form. The names are the English ones the agency reads (the leads inbox, its mail); the
 * form shows each in the page's language (`texts.server.ts`).
 */
export const quoteServices = [
  { id: "seo", name: "SEO Optimization" },
  { id: "design", name: "Brand Identity Design" },
  { id: "web", name: "Web Development" },
] as const;
export type QuoteServiceId = (typeof quoteServices)[number]["id"];

/** The names of stored service ids ("seo" is "SEO Optimization"); an id no longer offered is kept as it is. */
export const serviceNames = (ids: readonly string[]) =>
  ids.map((id) => quoteServices.find((s) => s.id === id)?.name ?? id);

/** The values the form posts and the lead stores, in English whatever the page's language (the agency reads them). */
export const budgetOptions = ["$100 - $1500", "$1500 - $5000", "$5000 - $10,000", "$10,000+", "Flexible"] as const;
export const timelineOptions = ["1-2 months", "3-4 months", "5-6 months", "6+ months", "Flexible"] as const;

/** The quote form's messages in one language (the English ones word for word); `texts.server.ts` makes them. */
export type QuoteMessages = {
  errorTitle: string;
  nameRequired: string;
  emailRequired: string;
  invalidEmail: string;
  noService: string;
  noServiceText: string;
  unknownService: string;
  chooseBudget: string;
  chooseTimeline: string;
  failedTitle: string;
  unexpectedTitle: string;
  failedText: string;
  successTitle: string;
  successText: string;
  /** Each text field's refusal of a text over its limit. */
  tooLong: Record<keyof typeof quoteLimits, string>;
};

export const quoteLimits = { name: 100, email: EMAIL_MAX, company: 200, phone: 30, message: 5000 } as const;

/** The one message to show, with its toast title and description. */
export function quoteErrorToast(
  fieldErrors: Record<string, string[] | null | undefined>,
  messages: Pick<QuoteMessages, "errorTitle" | "noService" | "noServiceText" | "unexpectedTitle" | "failedText">,
) {
  const order = ["name", "email", "selectedServices", "company", "phone", "budget", "timeline", "message"];
  for (const field of order) {
    // Errors of list items are keyed like `selectedServices[0]`.
    const key = Object.keys(fieldErrors).find((k) => k === field || k.startsWith(`${field}[`));
    const message = key ? fieldErrors[key]?.[0] : undefined;
    if (!message) continue;
    if (message === messages.noService) return { title: messages.noService, description: messages.noServiceText };
    return { title: messages.errorTitle, description: message };
  }
  return { title: messages.unexpectedTitle, description: messages.failedText };
}
