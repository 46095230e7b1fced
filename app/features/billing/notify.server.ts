import { and, desc, eq, sql } from "drizzle-orm";
import { checkoutSessions, payments, subscriptions, users } from "#db/schema";
import { newDeskId } from "~/features/accounts/index.server";
import { siteConfig } from "~/features/site";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { describeError } from "~/lib/errors.server";
import { queueMail } from "~/lib/mail.server";
import { gateway } from "./gateway.server";
import { formatAmount, notifySignature, STATUS, signaturesMatch } from "./payhere.server";

export type NotifyResult = { status: number; message: string };

const required = [
  "merchant_id",
  "order_id",
  "payment_id",
  "payhere_amount",
  "payhere_currency",
  "status_code",
  "md5sig",
] as const;

type Session = typeof checkoutSessions.$inferSelect;
type User = typeof users.$inferSelect;

/**
 * PayHere's server-to-server notify (docs/payhere.md), also sent by our sandbox gateway. Accepted only when
 * the signature matches (constant time) and amount and currency match the order; idempotent on payment_id.
 * A rejection writes nothing. Everything a notify changes (payment, account, subscription, the desk-ID mail)
 * commits in one transaction, so the answer 200 means it is all there. Only a repeated payment_id is "already
 * recorded"; anything else that goes wrong rolls back and answers 503, so the gateway sends it again.
 */
export async function handleNotify(db: Db, env: Env, form: Record<string, string>): Promise<NotifyResult> {
  for (const key of required) {
    if (!form[key] || form[key].length > 200) return { status: 400, message: `Missing or invalid field: ${key}` };
  }
  const gw = gateway(env);
  if (gw.kind === "none") return { status: 503, message: "Payments are not set up" };
  if (form.merchant_id !== gw.merchantId) return { status: 400, message: "Unknown merchant" };
  const expected = notifySignature(
    {
      merchant_id: form.merchant_id as string,
      order_id: form.order_id as string,
      payhere_amount: form.payhere_amount as string,
      payhere_currency: form.payhere_currency as string,
      status_code: form.status_code as string,
    },
    gw.secret,
  );
  if (!signaturesMatch(expected, form.md5sig as string)) return { status: 400, message: "Invalid signature" };

  try {
    return await db.transaction((tx) => recordNotify(tx, env, form));
  } catch (error) {
    console.error(
      `Recording the notify for order ${form.order_id} failed (answered 503 for a retry):`,
      describeError(error),
    );
    return { status: 503, message: "Not recorded: please send it again" };
  }
}

const ok: NotifyResult = { status: 200, message: "OK" };

async function recordNotify(tx: Db, env: Env, form: Record<string, string>): Promise<NotifyResult> {
  // The order's row is locked until the commit: two notifies for one order (a repeat, or a second charge) run one
  // after the other, and the second sees what the first wrote.
  const [session] = await tx
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.orderId, form.order_id as string))
    .for("update");
  if (!session) return { status: 404, message: "Unknown order" };
  if (formatAmount(session.amount) !== form.payhere_amount || session.currency !== form.payhere_currency) {
    return { status: 400, message: "Amount or currency does not match the order" };
  }

  // The payment_id is unique: a repeat (also one for another order, which holds another lock) inserts nothing.
  const statusCode = form.status_code as string;
  const messageType = form.message_type || null;
  const recorded = await tx
    .insert(payments)
    .values({
      orderId: session.orderId,
      paymentId: form.payment_id as string,
      statusCode,
      amount: formatAmount(session.amount),
      currency: session.currency,
      method: form.method || null,
      messageType,
      raw: form,
    })
    .onConflictDoNothing({ target: payments.paymentId })
    .returning({ id: payments.id });
  if (recorded.length === 0) return { status: 200, message: "Already recorded" };

  const [subscription] = session.userId
    ? await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, session.userId), eq(subscriptions.plan, session.planName)))
        .orderBy(desc(subscriptions.createdAt))
        .limit(1)
    : [];
  const recurringUpdate = {
    gatewaySubscriptionId: form.subscription_id || subscription?.gatewaySubscriptionId || null,
    nextBillingDate: form.item_rec_date_next || subscription?.nextBillingDate || null,
  };

  if (messageType === "RECURRING_STOPPED" || messageType === "RECURRING_COMPLETE") {
    if (subscription) {
      const status = messageType === "RECURRING_STOPPED" ? "stopped" : "completed";
      await tx.update(subscriptions).set({ status }).where(eq(subscriptions.id, subscription.id));
    }
    return ok;
  }

  if (statusCode === STATUS.success) {
    if (session.status === "paid") {
      // A monthly installment (or a second charge) on an order that is already paid.
      if (subscription) {
        await tx
          .update(subscriptions)
          .set({ status: "active", ...recurringUpdate })
          .where(eq(subscriptions.id, subscription.id));
      }
      return ok;
    }
    const owner = await accountFor(tx, session);
    if (!owner) {
      // The email got an account of its own between checkout and payment (checkout refuses one that has one).
      // The payment stays recorded and the order paid, but it is not added to, nor shown with, that account:
      // the agency sorts it out.
      await tx.update(checkoutSessions).set({ status: "paid" }).where(eq(checkoutSessions.id, session.id));
      console.warn(`Order ${session.orderId} is paid, but its email already had an account: left for the agency.`);
      await queueMail(tx, {
        to: siteConfig.email,
        subject: `Paid order ${session.orderId} needs a look`,
        text: [
          `Order ${session.orderId} (${session.planName} ${session.service}, ${session.currency} ${formatAmount(session.amount)}) was paid,`,
          `payment ${form.payment_id}, but ${session.email} already had a Fli DESK account that this checkout did not open.`,
          "The payment was not added to that account. Please check with the buyer and the account holder.",
        ].join("\n"),
      });
      return ok;
    }
    await tx.insert(subscriptions).values({
      userId: owner.user.id,
      plan: session.planName,
      service: session.service,
      status: "active",
      amount: formatAmount(session.amount),
      currency: session.currency,
      ...recurringUpdate,
    });
    await tx
      .update(checkoutSessions)
      .set({ status: "paid", userId: owner.user.id })
      .where(eq(checkoutSessions.id, session.id));
    if (owner.created) {
      // In this transaction: the admins' live event and the mail exist exactly when the account does.
      await publishChange(tx, { kind: "user" });
      await queueMail(tx, {
        to: owner.user.email,
        subject: "Your Fli DESK ID",
        text: [
          "Thank you for your payment. Your Fli DESK account is ready.",
          "",
          `Your Fli DESK ID: ${owner.user.flideskId}`,
          "",
          `Sign in at ${env.PUBLIC_URL}/dashboard/auth with this ID and the password you chose during onboarding.`,
          "",
          "Fli Digital",
        ].join("\n"),
      });
    }
    return ok;
  }

  if (statusCode === STATUS.failed || statusCode === STATUS.canceled) {
    if (session.status === "pending") {
      await tx
        .update(checkoutSessions)
        .set({ status: statusCode === STATUS.failed ? "failed" : "cancelled" })
        .where(eq(checkoutSessions.id, session.id));
    } else if (subscription && messageType === "RECURRING_INSTALLMENT_FAILED") {
      await tx.update(subscriptions).set({ status: "past_due" }).where(eq(subscriptions.id, subscription.id));
    }
  }
  if (statusCode === STATUS.chargedBack && subscription) {
    await tx.update(subscriptions).set({ status: "charged_back" }).where(eq(subscriptions.id, subscription.id));
  }
  return ok;
}

const byEmail = async (tx: Db, email: string) =>
  (await tx.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1))[0];

/**
 * The account a paid checkout belongs to: a new one made from the checkout, or the one another checkout for the
 * same email opened after this one began (one buyer paying two orders at once). Null for any other account
 * (an older one, or one an admin made meanwhile): a checkout never adds to an account it did not open.
 */
async function accountFor(tx: Db, session: Session): Promise<{ user: User; created: boolean } | null> {
  let existing = await byEmail(tx, session.email);
  if (!existing) {
    // A concurrent payment for the same email may be inserting it: this insert waits for that one's commit and
    // then inserts nothing, instead of failing on the unique email.
    const [made] = await tx
      .insert(users)
      .values({
        flideskId: await newDeskId(tx),
        email: session.email,
        role: "client",
        passwordHash: session.passwordHash,
        onboarded: false,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (made) return { user: made, created: true };
    existing = await byEmail(tx, session.email);
    if (!existing) throw new Error(`no account for ${session.orderId} after a conflicting insert`);
  }
  if (existing.createdAt < session.createdAt) return null;
  // Opened by a checkout (for this email), not by an admin.
  const [opener] = await tx
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(eq(checkoutSessions.userId, existing.id), sql`lower(${checkoutSessions.email}) = lower(${session.email})`),
    )
    .limit(1);
  return opener ? { user: existing, created: false } : null;
}
