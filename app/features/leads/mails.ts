import type { ContactInput } from "./contact-schema";
import { serviceNames } from "./quote";
import type { QuoteInput } from "./quote-schema";

/** The leads' mails to the agency, built from what the visitor sent; plain text, never HTML. */
export type LeadMail = { subject: string; text: string };

export function contactMail({ firstName, lastName, email, message }: ContactInput): LeadMail {
  return {
    subject: `New contact message from ${firstName} ${lastName}`,
    text: `From: ${firstName} ${lastName} <${email}>\n\n${message}`,
  };
}

export function quoteMail(input: QuoteInput): LeadMail {
  return {
    subject: `New quote request from ${input.name}`,
    text: [
      `From: ${input.name} <${input.email}>`,
      `Company: ${input.company ?? "-"}`,
      `Phone: ${input.phone ?? "-"}`,
      `Services: ${serviceNames(input.selectedServices).join(", ")}`,
      `Budget: ${input.budget ?? "-"}`,
      `Timeline: ${input.timeline ?? "-"}`,
      "",
      input.message ?? "",
    ].join("\n"),
  };
}
