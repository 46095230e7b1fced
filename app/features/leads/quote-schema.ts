import { z } from "zod";
import { EMAIL_PATTERN } from "~/lib/validation";
import {
  budgetOptions,
  type QuoteMessages,
  type QuoteServiceId,
  quoteLimits,
  quoteServices,
  timelineOptions,
} from "./quote";

/** The quote form's rules in the words of one language, checked by the route action. */
export function quoteSchema(messages: QuoteMessages) {
  const optional = (field: keyof typeof quoteLimits) =>
    z
      .string()
      .trim()
      .max(quoteLimits[field], messages.tooLong[field])
      .optional()
      // Empty optional fields are stored as null (docs/product.md, Contact and quote forms).
      .transform((v) => (v ? v : null));
  const serviceIds = quoteServices.map((s) => s.id) as [QuoteServiceId, ...QuoteServiceId[]];
  return z.object({
    name: z
      .string({ error: messages.nameRequired })
      .trim()
      .min(1, messages.nameRequired)
      .max(quoteLimits.name, messages.tooLong.name),
    email: z
      .string({ error: messages.emailRequired })
      .trim()
      .min(1, messages.emailRequired)
      .max(quoteLimits.email, messages.tooLong.email)
      .regex(EMAIL_PATTERN, messages.invalidEmail),
    company: optional("company"),
    phone: optional("phone"),
    selectedServices: z
      .array(z.enum(serviceIds, { error: messages.unknownService }), { error: messages.noService })
      .min(1, messages.noService)
      .transform((ids) => [...new Set(ids)]),
    budget: z
      .enum(budgetOptions, { error: messages.chooseBudget })
      .optional()
      .transform((v) => v ?? null),
    timeline: z
      .enum(timelineOptions, { error: messages.chooseTimeline })
      .optional()
      .transform((v) => v ?? null),
    message: optional("message"),
  });
}

export type QuoteInput = z.infer<ReturnType<typeof quoteSchema>>;

/** The form's fields as the browser posts them (before the schema's clean-up). */
export type QuoteFields = z.input<ReturnType<typeof quoteSchema>>;
