import { eq } from "drizzle-orm";
import { checkoutSessions, users } from "#db/schema";
import { type Cycle, cyclePeriod } from "~/features/plans";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { queueMail } from "~/lib/mail.server";
import type { CheckoutSession } from "../checkout/paid-account.server";
import { receiptMail } from "../mails.server";
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
    .select({ email: users.email, locale: users.locale })
    .from(checkoutSessions)
    .innerJoin(users, eq(users.id, checkoutSessions.userId))
    .where(eq(checkoutSessions.id, session.id));
  if (!owner) return receipt;
  const period = cyclePeriod[session.cycle as Cycle];
  // The period this payment opened, by the rule the Billing tab and the gateway's records follow.
  const paid = billingPeriod(receipt.createdAt, session.cycle as Cycle);
  const plan = { planName: session.planName, service: session.service, period };
  await queueMail(tx, receiptMail(env, owner.email, receipt, plan, paid, owner.locale ?? "en"));
  return receipt;
}
