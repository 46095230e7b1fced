import { siteConfig } from "~/features/site";
import type { Locale } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";
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

/** To the sender: their request arrived, with the reference to quote, in the language of the page they sent it from. */
export function supportReceivedMail(
  { reference, request }: Pick<Filed, "reference" | "request">,
  locale: Locale = "en",
): SupportMail {
  const { name, subject, message } = request;
  return {
    subject: m.mail_support_received_subject({ reference }, { locale }),
    text: [
      m.mail_hello({ name }, { locale }),
      "",
      m.mail_support_received_thanks({}, { locale }),
      m.mail_support_received_reference({ reference }, { locale }),
      "",
      m.mail_support_subject_line({ subject }, { locale }),
      "",
      message,
      "",
      `${siteConfig.brandName} · ${siteConfig.email} · ${siteConfig.phone}`,
    ].join("\n"),
  };
}

/** To a public sender (no client account): the agency's answer on their ticket, in the ticket's language. */
export function ticketAnswerMail(
  ticket: { name: string; subject: string; locale?: Locale | null },
  reference: string,
  body: string,
): SupportMail {
  const locale = ticket.locale ?? "en";
  return {
    subject: `Re: ${ticket.subject} [${reference}]`,
    text: [
      m.mail_hello({ name: ticket.name }, { locale }),
      "",
      body,
      "",
      m.mail_ticket_answer_reference({ reference }, { locale }),
    ].join("\n"),
  };
}
