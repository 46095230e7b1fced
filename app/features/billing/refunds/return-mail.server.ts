import type { Env } from "~/lib/env.server";
import type { Mail } from "~/lib/mail.server";
import { renderMail } from "~/lib/mail-layout.server";

export type ReturnReason = "terms" | "duplicate" | "closed";

export type ReturnMailFacts = {
  to: string;
  /** The charge, as formatMoney writes it. */
  amount: string;
  /** The plan and service the order was for. */
  what: string;
  orderId: string;
  reason: ReturnReason;
};

/** Why the payment is going back, in the buyer's words: they may not know the form was changed. */
const why: Record<ReturnReason, (facts: ReturnMailFacts) => string> = {
  terms: (f) =>
    `Your payment of ${f.amount} for ${f.what} (order ${f.orderId}) did not match the order: it was not taken on the plan's price and billing cycle. So we have not opened or changed anything with it, and we are refunding it in full.`,
  duplicate: (f) =>
    `Your order ${f.orderId} for ${f.what} was already paid, so your second payment of ${f.amount} is not needed. We are refunding it in full.`,
  closed: (f) =>
    `Your payment of ${f.amount} for ${f.what} (order ${f.orderId}) was for an order that had been replaced or given up, so we have not opened or changed anything with it, and we are refunding it in full.`,
};

/**
 * "Your payment is being refunded": mailed to the buyer in the transaction that records a charge we do not honour
 * (returns.server.ts), whatever their notification choices, since it is about their money.
 */
export function returnMail(env: Pick<Env, "PUBLIC_URL">, facts: ReturnMailFacts): Mail {
  return {
    to: facts.to,
    subject: `Your payment of ${facts.amount} is being refunded`,
    ...renderMail({
      heading: "Your payment is being refunded",
      paragraphs: [
        why[facts.reason](facts),
        "The money goes back to the card or account you paid with. A refund usually shows within 5 to 10 working days, depending on your bank.",
        "You do not need to do anything. We will mail you again when the refund is issued.",
        ...(facts.reason === "terms"
          ? [`If you still want the plan, you can order it again at ${env.PUBLIC_URL}/pricing.`]
          : []),
      ],
      footer: { text: "You get this mail because you made a payment to Fli Digital." },
    }),
  };
}
