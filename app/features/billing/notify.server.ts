import { and, desc, eq } from "drizzle-orm";
import { checkoutSessions, payments, subscriptions, users } from "#db/schema";
import { newDeskId } from "~/features/accounts/desk-id.server";
import { publishChange } from "~/features/realtime/feed.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { sendMail } from "~/lib/mail.server";
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

/**
 * PayHere's server-to-server notify (shared/PAYHERE.md), also sent by our sandbox gateway. Accepted only when
 * the signature matches (constant time) and amount and currency match the order; idempotent on payment_id.
 * A rejection writes nothing.
 */
export async function handleNotify(db: Db, env: Env, form: Record<string, string>): Promise<NotifyResult> {
  for (const key of required) {
    if (!form[key] || form[key].length > 200) return { status: 400, message: `Missing or invalid field: ${key}` };
  }
  const gw = gateway(env);
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

  const [session] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.orderId, form.order_id as string));
  if (!session) return { status: 404, message: "Unknown order" };
  if (formatAmount(session.amount) !== form.payhere_amount || session.currency !== form.payhere_currency) {
    return { status: 400, message: "Amount or currency does not match the order" };
  }

  const statusCode = form.status_code as string;
  const messageType = form.message_type || null;
  let createdUser: { flideskId: string; email: string } | null = null;
  try {
    createdUser = await db.transaction(async (tx) => {
      const seen = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.paymentId, form.payment_id as string));
      if (seen.length > 0) return null;
      await tx.insert(payments).values({
        orderId: session.orderId,
        paymentId: form.payment_id as string,
        statusCode,
        amount: formatAmount(session.amount),
        currency: session.currency,
        method: form.method || null,
        messageType,
        raw: form,
      });

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
        return null;
      }

      if (statusCode === STATUS.success) {
        if (session.status === "paid") {
          // A monthly installment on an order that is already an account.
          if (subscription) {
            await tx
              .update(subscriptions)
              .set({ status: "active", ...recurringUpdate })
              .where(eq(subscriptions.id, subscription.id));
          }
          return null;
        }
        const [existing] = await tx.select().from(users).where(eq(users.email, session.email)).limit(1);
        const user =
          existing ??
          (
            await tx
              .insert(users)
              .values({
                flideskId: await newDeskId(tx),
                email: session.email,
                role: "client",
                passwordHash: session.passwordHash,
                onboarded: false,
              })
              .returning()
          )[0];
        if (!user) throw new Error("user insert returned no row");
        await tx.insert(subscriptions).values({
          userId: user.id,
          plan: session.planName,
          service: session.service,
          status: "active",
          amount: formatAmount(session.amount),
          currency: session.currency,
          ...recurringUpdate,
        });
        await tx
          .update(checkoutSessions)
          .set({ status: "paid", userId: user.id })
          .where(eq(checkoutSessions.id, session.id));
        return existing ? null : { flideskId: user.flideskId, email: user.email };
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
      return null;
    });
  } catch (error) {
    // Two copies of one notify at once: the unique payment_id lets one through; the other is a repeat.
    if (
      String(
        (error as { cause?: { code?: string }; code?: string })?.cause?.code ?? (error as { code?: string }).code,
      ) === "23505"
    ) {
      return { status: 200, message: "Already recorded" };
    }
    throw error;
  }

  if (createdUser) {
    await publishChange(db, { kind: "user" });
    await sendMail(db, env, {
      to: createdUser.email,
      subject: "Your Fli DESK ID",
      text: [
        "Thank you for your payment. Your Fli DESK account is ready.",
        "",
        `Your Fli DESK ID: ${createdUser.flideskId}`,
        "",
        `Sign in at ${env.PUBLIC_URL}/dashboard/auth with this ID and the password you chose during onboarding.`,
        "",
        "Fli Digital",
      ].join("\n"),
    });
  }
  return { status: 200, message: "OK" };
}
