import type { Env } from "~/lib/env.server";
import type { Mail } from "~/lib/mail.server";
import { renderMail } from "~/lib/mail-layout.server";

export type RefundMailFacts = {
  to: string;
  /** What was refunded now, and what the payment was, as formatMoney writes them. */
  amount: string;
  paid: string;
  /** The plan and service the payment was for. */
  what: string;
  paymentId: string;
  reason: string;
  /** The credit note's number (FLD-C-…), attached as its PDF; null if none could be made. */
  creditNote: string | null;
};

/**
 * "Refund issued": sent to the client whatever their notification choices, since it is about their money, in the
 * mails' one layout (text and HTML in the site's design).
 */
export function refundMail(env: Pick<Env, "PUBLIC_URL">, facts: RefundMailFacts): Mail {
  const partial = facts.amount !== facts.paid;
  return {
    to: facts.to,
    subject: `Refund issued: ${facts.amount}`,
    ...renderMail({
      heading: "Refund issued",
      paragraphs: [
        `We have refunded ${facts.amount}${partial ? ` of your ${facts.paid} payment` : ""} for ${facts.what} (PayHere payment ${facts.paymentId}).`,
        `Reason: ${facts.reason}`,
        "The money goes back to the card or account you paid with; your bank may take a few working days to show it.",
        ...(facts.creditNote ? [`Your credit note ${facts.creditNote} is attached.`] : []),
      ],
      action: { label: "Open your billing", url: `${env.PUBLIC_URL}/dashboard?tab=billing` },
      footer: { text: "You get this mail because a payment you made to Fli Digital was refunded." },
    }),
    ...(facts.creditNote ? { attachments: [{ kind: "billing-document" as const, ref: facts.creditNote }] } : {}),
  };
}
