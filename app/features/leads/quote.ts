/** The quote form's options and texts (docs/product.md, Contact and quote forms). No Zod here: this module also ships to the browser. */
import { EMAIL_MAX } from "~/lib/validation";

/** The services on the quote form, with their prices. */
export const quoteServices = [
  { id: "seo", name: "SEO Optimization", price: "From $115/month" },
  { id: "design", name: "Brand Identity Design", price: "From $5,000/project" },
  { id: "web", name: "Web Development", price: "From $1500/project" },
] as const;
export type QuoteServiceId = (typeof quoteServices)[number]["id"];

/** The names of stored service ids ("seo" is "SEO Optimization"); an id no longer offered is kept as it is. */
export const serviceNames = (ids: readonly string[]) =>
  ids.map((id) => quoteServices.find((s) => s.id === id)?.name ?? id);

export const budgetOptions = ["$100 - $1500", "$1500 - $5000", "$5000 - $10,000", "$10,000+", "Flexible"] as const;
export const timelineOptions = ["1-2 months", "3-4 months", "5-6 months", "6+ months", "Flexible"] as const;

/** The quote form's texts, word for word. */
export const quoteMessages = {
  errorTitle: "Error",
  nameRequired: "Please enter your full name",
  emailRequired: "Please enter your email address",
  invalidEmail: "Please enter a valid email address",
  noService: "Please select at least one service",
  noServiceText: "You need to select at least one service to proceed.",
  failedTitle: "Error submitting quote request",
  unexpectedTitle: "Something went wrong",
  failedText: "Please try again or contact us directly.",
  successTitle: "Quote Request Submitted!",
  successText: "Thank you! We'll get back to you with a detailed quote within 24 hours.",
} as const;

export const quoteLimits = { name: 100, email: EMAIL_MAX, company: 200, phone: 30, message: 5000 } as const;

/** The one message to show, with its toast title and description. */
export function quoteErrorToast(fieldErrors: Record<string, string[] | null | undefined>) {
  const order = ["name", "email", "selectedServices", "company", "phone", "budget", "timeline", "message"];
  for (const field of order) {
    // Errors of list items are keyed like `selectedServices[0]`.
    const key = Object.keys(fieldErrors).find((k) => k === field || k.startsWith(`${field}[`));
    const message = key ? fieldErrors[key]?.[0] : undefined;
    if (!message) continue;
    if (message === quoteMessages.noService) {
      return { title: quoteMessages.noService, description: quoteMessages.noServiceText };
    }
    return { title: quoteMessages.errorTitle, description: message };
  }
  return { title: quoteMessages.unexpectedTitle, description: quoteMessages.failedText };
}
