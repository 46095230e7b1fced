import { z } from "zod";
import { EMAIL_PATTERN } from "~/lib/validation";
import {
  budgetOptions,
  type QuoteServiceId,
  quoteLimits,
  quoteMessages,
  quoteServices,
  timelineOptions,
} from "./quote";

const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`)
    .optional()
    // Empty optional fields are stored as null (docs/product.md, Contact and quote forms).
    .transform((v) => (v ? v : null));

export const quoteSchema = z.object({
  name: z
    .string({ error: quoteMessages.nameRequired })
    .trim()
    .min(1, quoteMessages.nameRequired)
    .max(quoteLimits.name, `Full name must be at most ${quoteLimits.name} characters`),
  email: z
    .string({ error: quoteMessages.emailRequired })
    .trim()
    .min(1, quoteMessages.emailRequired)
    .max(quoteLimits.email, `Email must be at most ${quoteLimits.email} characters`)
    .regex(EMAIL_PATTERN, quoteMessages.invalidEmail),
  company: optional("Company", quoteLimits.company),
  phone: optional("Phone", quoteLimits.phone),
  selectedServices: z
    .array(
      z.enum(quoteServices.map((s) => s.id) as [QuoteServiceId, ...QuoteServiceId[]], { error: "Unknown service" }),
      {
        error: quoteMessages.noService,
      },
    )
    .min(1, quoteMessages.noService)
    .transform((ids) => [...new Set(ids)]),
  budget: z
    .enum(budgetOptions, { error: "Please choose a budget from the list" })
    .optional()
    .transform((v) => v ?? null),
  timeline: z
    .enum(timelineOptions, { error: "Please choose a timeline from the list" })
    .optional()
    .transform((v) => v ?? null),
  message: optional("Message", quoteLimits.message),
});

export type QuoteInput = z.infer<typeof quoteSchema>;

/** The form's fields as the browser posts them (before the schema's clean-up). */
export type QuoteFields = z.input<typeof quoteSchema>;
