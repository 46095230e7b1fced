import { siteConfig } from "~/features/site";
import type { SupportRequest } from "./support-request";
import { ticketPriorityLabels } from "./tickets";

/** Support's mails, plain text; the caller adds the address (the agency's or the sender's). */
export type SupportMail = { subject: string; text: string };

type Filed = { reference: string; request: SupportRequest; hasClientAccount: boolean };

/** To the agency: a public support request with every detail. */
export function supportRequestMail({ reference, request, hasClientAccount }: Filed): SupportMail {
  const { name, email, subject, message, priority } = request;
  return {
    subject: `Support request ${reference}: ${subject}`,
    text: [
      `Reference: ${reference}`,
      `From: ${name} <${email}>`,
      `Priority: ${ticketPriorityLabels[priority]}`,
      `Client account: ${hasClientAccount ? "yes, the ticket shows in their portal" : "none"}`,
      `Subject: ${subject}`,
      "",
      message,
    ].join("\n"),
  };
}

/** To the sender: their request arrived, with the reference to quote. */
export function supportReceivedMail({ reference, request }: Pick<Filed, "reference" | "request">): SupportMail {
  const { name, subject, message } = request;
  return {
    subject: `We received your support request ${reference}`,
    text: [
      `Hello ${name},`,
      "",
      "Thank you! Our support team will get back to you within 4 hours.",
      `Your reference number is ${reference}: please quote it when you write to us about this request.`,
      "",
      `Subject: ${subject}`,
      "",
      message,
      "",
      `${siteConfig.brandName} · ${siteConfig.email} · ${siteConfig.phone}`,
    ].join("\n"),
  };
}

/** To a public sender (no client account): the agency's answer on their ticket. */
export function ticketAnswerMail(
  ticket: { name: string; subject: string },
  reference: string,
  body: string,
): SupportMail {
  return {
    subject: `Re: ${ticket.subject} [${reference}]`,
    text: [
      `Hello ${ticket.name},`,
      "",
      body,
      "",
      `Your reference number is ${reference}. To answer, reply to this mail or write to us quoting it.`,
    ].join("\n"),
  };
}
