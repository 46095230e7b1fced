import { eq } from "drizzle-orm";
import { checkoutSessions, users } from "#db/schema";
import { type Cycle, cyclePeriod } from "~/features/plans";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { formatDate, formatMoney } from "~/lib/format";
import { queueMail } from "~/lib/mail.server";
import type { CheckoutSession } from "../checkout/paid-account.server";
import { billingPeriod } from "../subscriptions/period";
import { issueReceipt } from "./documents.server";

/**
 * A payment that came in: its numbered receipt, and the client's mail with the receipt's PDF attached, both in the
 * notify's transaction. The mail names the receipt; the outbox worker makes the PDF when it sends. An order left
 * for the agency (no account of its own) gets its receipt but no mail: the agency sorts it out.
 */
export async function receiptForPayment(tx: Db, env: Env, paymentRowId: string, session: CheckoutSession) {
  const receipt = await issueReceipt(tx, paymentRowId);
  const [owner] = await tx
    .select({ email: users.email })
    .from(checkoutSessions)
    .innerJoin(users, eq(users.id, checkoutSessions.userId))
    .where(eq(checkoutSessions.id, session.id));
  if (!owner) return receipt;
  const period = cyclePeriod[session.cycle as Cycle];
  // The period this payment opened, by the rule the Billing tab and the gateway's records follow.
  const paid = billingPeriod(receipt.createdAt, session.cycle as Cycle);
  await queueMail(tx, {
    to: owner.email,
    subject: `Payment received: receipt ${receipt.number}`,
    text: [
      `Thank you: we received your payment of ${formatMoney(receipt.currency, receipt.amount)} for the ${session.planName} ${session.service} plan (billed per ${period}).`,
      `It pays for ${formatDate(paid.start)} to ${formatDate(paid.lastDay)}; your next charge is on ${formatDate(paid.nextCharge)}, unless the plan is cancelled or changed before then.`,
      "",
      `Your receipt ${receipt.number} is attached. All your receipts are on the Billing tab of your Fli DESK:`,
      `${env.PUBLIC_URL}/dashboard?tab=billing`,
      "",
      "Fli Digital",
    ].join("\n"),
    attachments: [{ kind: "billing-document", ref: receipt.number }],
  });
  return receipt;
}
