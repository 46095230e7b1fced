import { eq } from "drizzle-orm";
import { payments } from "#db/schema";
import type { Cycle } from "~/features/plans";
import type { Db } from "~/lib/db.server";
import type { NotifyMessage } from "../payhere/notify-message.server";
import { STATUS } from "../payhere/payhere.server";
import { refundBasis } from "../plan-changes/plan-change-refund.server";
import { type BillingPeriod, billingPeriod } from "./period";
import type { Subscription } from "./subscription-access.server";

/**
 * A subscription's current period (`billingPeriod`): the one its latest received payment opened, found as a plan
 * change's refund finds it. Null while no payment of it was received.
 */
export async function currentPeriod(
  db: Db,
  sub: Pick<Subscription, "userId" | "plan" | "cycle">,
): Promise<BillingPeriod | null> {
  const basis = await refundBasis(db, sub);
  return basis ? billingPeriod(basis.paidOn, basis.cycle) : null;
}

/**
 * The next charge after the payment a notify just recorded (in its transaction, so the row is there): our rule
 * from the day the payment was received, which is what every screen and mail shows. PayHere's own
 * `item_rec_date_next` is only compared with it: a different date is logged for the agency to look into, never
 * stored or shown beside ours. Null when the notify is not a received payment.
 */
export async function nextChargeAfterNotify(tx: Db, message: NotifyMessage, cycle: Cycle) {
  if (message.status_code !== STATUS.success) return null;
  const [paid] = await tx
    .select({ at: payments.createdAt })
    .from(payments)
    .where(eq(payments.paymentId, message.payment_id));
  if (!paid) return null;
  const ours = billingPeriod(paid.at, cycle).nextCharge;
  const theirs = message.item_rec_date_next?.trim();
  if (theirs && theirs !== ours) {
    console.warn(
      `Next charge disagreement on order ${message.order_id}, payment ${message.payment_id}: PayHere says ${theirs}, our rule ${ours} (paid ${billingPeriod(paid.at, cycle).start}, ${cycle}). Showing ${ours}.`,
    );
  }
  return ours;
}
