import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import { checkoutSessions, subscriptions, users } from "#db/schema";
import {
  type Bundle,
  billingTerms,
  cycleAmount,
  cycles,
  findBundle,
  findPlan,
  isBundle,
  type Plan,
} from "~/features/plans";
import { type AuditActor, recordAudit } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { formatMoney } from "~/lib/format";
import { queueMail } from "~/lib/mail.server";
import { parseFormData } from "~/lib/parse.server";
import { fail, ok, type Result } from "~/lib/result";
import type { SubscriptionAnswers } from "../answers.server";
import { gatewayForm } from "../checkout/checkout.server";
import { currencies, type GatewayForm } from "../checkout/checkout-form";
import { makeOrderId } from "../checkout/order-id.server";
import type { CheckoutSession } from "../checkout/paid-account.server";
import { planChangedMail } from "../mails.server";
import { gateway } from "../payhere/gateway.server";
import { formatAmount } from "../payhere/payhere.server";
import { colomboDay, commitmentEndDay } from "../subscriptions/notice";
import { currentPeriod } from "../subscriptions/period.server";
import {
  type BillingUser,
  holderOf,
  ownSubscription,
  type Subscription,
  subscriptionMessages,
} from "../subscriptions/subscription-access.server";
import { oweUnusedDays, refundBasis } from "./plan-change-refund.server";
import { unusedRefund } from "./proration";

/** A plan change's checkout waits an hour for its payment, like any checkout. */
const CHECKOUT_TTL_MS = 60 * 60 * 1000;
/** Subscriptions still charged: only these can be replaced by another plan. */
const RUNNING = ["active", "past_due"];

/** A plan change's refusals in English (the product's words); a client's form is answered in their language. */
export const planChangeMessages = {
  invalid: subscriptionMessages.planInvalid,
  stalePrice: subscriptionMessages.stalePrice,
  samePlan: subscriptionMessages.samePlan,
  notRunning: subscriptionMessages.planNotRunning,
  cancelling: subscriptionMessages.planCancelling,
  bundleMonthly: subscriptionMessages.bundleMonthly,
};

/** What a plan change can sell: a plan of the catalogue, or a bundle of two of them. */
type Choice = Plan | Bundle;

const changeSchemaOf = (a: SubscriptionAnswers) =>
  z.object({
    subscription: z.uuid({ error: a.notFound }),
    plan: z.string({ error: a.planInvalid }),
    cycle: z.enum(cycles, { error: a.planInvalid }),
    // The amount the tab showed and the client confirmed: it must be the catalogue's, else nothing is charged.
    amount: z.string({ error: a.stalePrice }),
  });

export type PlanChange = { message: string; gateway: GatewayForm; orderId: string };

/**
 * The client's plan change (docs/decisions/0023-subscription-self-service.md): a new checkout at the catalogue's
 * amount, for their own account, naming the subscription it replaces. Asked again while that checkout waits for
 * its payment, it answers the same order, so a double submit never opens two.
 */
export async function startPlanChange(
  db: Db,
  env: Env,
  user: BillingUser,
  actor: AuditActor,
  form: FormData,
  a: SubscriptionAnswers = subscriptionMessages,
  now = new Date(),
): Promise<Result<PlanChange>> {
  const parsed = parseFormData(form, changeSchemaOf(a));
  if (!parsed.ok) return fail("invalid", parsed.problem.message);
  if (gateway(env).kind === "none") return fail("unavailable", a.notSetUp);
  const { cycle } = parsed.value;
  const chosen = choiceOf(parsed.value.plan, cycle, a);
  if (!chosen.ok) return chosen;
  const plan = chosen.value;
  return db.transaction(async (tx) => {
    // Plan changes of one subscription take turns on its row: each sees the order the one before left payable.
    await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.id, parsed.value.subscription))
      .for("update");
    const own = await ownSubscription(tx, user, parsed.value.subscription, a);
    if (!own.ok) return own;
    const sub = own.value;
    const currency = currencies.find((c) => c === sub.currency) ?? "LKR";
    const amount = formatAmount(cycleAmount(plan.price, cycle, currency));
    if (parsed.value.amount !== amount) return fail("invalid", a.stalePrice);
    if (!RUNNING.includes(sub.status) || sub.cancelledAt) return fail("conflict", a.planNotRunning);
    if (sub.cancelRequestedAt) return fail("conflict", a.planCancelling);
    const committed = commitmentHeld(sub, plan, now, a);
    if (committed) return fail("conflict", committed);
    if (sub.plan === plan.name && sub.cycle === cycle) return fail("conflict", a.samePlan);
    const session = await inFlight(tx, sub.id, plan, cycle, now);
    const order = session ?? (await openOrder(tx, { user, sub, plan, cycle, currency, amount, now }));
    if (!session) {
      await recordAudit(tx, {
        action: "subscription-plan-changed",
        by: actor,
        target: { type: "subscription", id: sub.id },
        detail: { from: `${sub.plan} ${sub.service} (${sub.cycle})`, to: `${plan.name} ${plan.service} (${cycle})` },
      });
    }
    const fullName = await buyerName(tx, user.id);
    return ok({
      message: await payWords(tx, sub, plan, formatMoney(currency, amount), now, a),
      gateway: gatewayForm(env, order, { fullName, plan }),
      orderId: order.orderId,
    });
  });
}

/**
 * The plan or bundle the form names. A forged bundle (two social plans, an unknown plan) or an annual bundle is
 * refused in words; the amount is checked against the catalogue afterwards, like a plan's.
 */
function choiceOf(name: string, cycle: (typeof cycles)[number], a: SubscriptionAnswers): Result<Choice> {
  const bundle = findBundle(name);
  if (bundle && !bundle.ok) return fail("invalid", bundle.message);
  if (bundle?.ok) return cycle === "monthly" ? ok(bundle.bundle) : fail("invalid", a.bundleMonthly);
  const plan = findPlan(name);
  return plan ? ok(plan) : fail("invalid", a.planInvalid);
}

/**
 * A bundle in its commitment changes only to another bundle (which starts a commitment of its own): a single plan
 * would end it early, like a cancellation before its end. The refusal says until when.
 */
function commitmentHeld(sub: Subscription, plan: Choice, now: Date, a: SubscriptionAnswers) {
  if (!isBundle(sub.plan) || "social" in plan) return undefined;
  const end = commitmentEndDay(sub.createdAt);
  if (end < colomboDay(now)) return undefined;
  return a.commitmentHeld(a.commitment(end, billingTerms.bundleCommitmentMonths));
}

/** What the client confirms: the new amount, and the refund of the current plan's unused days if paid today. */
async function payWords(tx: Db, sub: Subscription, plan: Choice, amount: string, now: Date, a: SubscriptionAnswers) {
  const basis = await refundBasis(tx, sub);
  const refund = basis ? unusedRefund(basis, colomboDay(now)).amount : 0;
  const refunded = basis && refund > 0 ? a.unusedRefund(formatMoney(basis.currency, refund)) : "";
  if (!("social" in plan)) return a.payPlan(amount, plan.name, refunded);
  const commitment = a.commitment(commitmentEndDay(now), billingTerms.bundleCommitmentMonths);
  return a.payBundle(amount, plan.name, refunded, commitment);
}

/**
 * The plan change of this subscription still waiting for its payment, for the same plan and cycle. Every other
 * order replacing the subscription is given up (`cancelled`, also one whose hour ran out): only the latest can be
 * paid, and a payment of a given-up order is refunded instead of opening a plan (returns.server.ts).
 */
async function inFlight(tx: Db, subId: string, plan: Choice, cycle: string, now: Date) {
  const waiting = await tx
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.replacesSubscriptionId, subId), eq(checkoutSessions.status, "pending")))
    .orderBy(desc(checkoutSessions.createdAt));
  const [latest] = waiting;
  const kept = latest && latest.expiresAt > now && latest.planName === plan.name && latest.cycle === cycle;
  const givenUp = waiting.filter((row) => !(kept && row.id === latest.id)).map((row) => row.id);
  if (givenUp.length)
    await tx.update(checkoutSessions).set({ status: "cancelled" }).where(inArray(checkoutSessions.id, givenUp));
  return kept ? latest : undefined;
}

type NewOrder = {
  user: BillingUser;
  sub: typeof subscriptions.$inferSelect;
  plan: Choice;
  cycle: (typeof cycles)[number];
  currency: (typeof currencies)[number];
  amount: string;
  now: Date;
};

/** Records the plan change's order for the signed-in client, with the contact details of their latest order. */
async function openOrder(tx: Db, { user, sub, plan, cycle, currency, amount, now }: NewOrder) {
  const [previous] = await tx
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, user.id), eq(checkoutSessions.status, "paid")))
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(1);
  const [account] = await tx.select().from(users).where(eq(users.id, user.id));
  const [row] = await tx
    .insert(checkoutSessions)
    .values({
      orderId: makeOrderId(),
      email: account?.email ?? previous?.email ?? "",
      businessName: previous?.businessName ?? "",
      planName: plan.name,
      planId: plan.planId,
      amount,
      currency,
      cycle,
      phone: previous?.phone ?? "",
      service: plan.service,
      planConfig: plan,
      wizardData: previous?.wizardData ?? {},
      // The account exists: no password is chosen here, the row keeps the account's hash for its NOT NULL.
      passwordHash: account?.passwordHash ?? "",
      status: "pending",
      userId: user.id,
      replacesSubscriptionId: sub.id,
      expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
    })
    .returning();
  if (!row) throw new Error("plan change insert returned no row");
  return row;
}

async function buyerName(tx: Db, userId: string) {
  const [previous] = await tx
    .select({ wizardData: checkoutSessions.wizardData })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, "paid")))
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(1);
  const data = previous?.wizardData as { accountInfo?: { fullName?: string } } | undefined;
  return data?.accountInfo?.fullName || "Fli DESK client";
}

/**
 * In the notify's transaction, once a plan change's first payment is recorded: the replaced subscription's
 * cancellation is scheduled for today and the refund of its unused days is written owed (the billing jobs call
 * the gateway for both, never this transaction), and the client is mailed. A replayed notify is not recorded
 * again, and a subscription already cancelling keeps its day.
 */
export async function applyPlanChange(
  tx: Db,
  env: Pick<Env, "PUBLIC_URL">,
  session: CheckoutSession,
  now = new Date(),
) {
  if (!session.replacesSubscriptionId) return;
  const [old] = await tx
    .update(subscriptions)
    .set({ cancelRequestedAt: now, serviceEndsOn: colomboDay(now), cancelAttempts: 0, cancelError: null })
    .where(and(eq(subscriptions.id, session.replacesSubscriptionId), isNull(subscriptions.cancelledAt)))
    .returning();
  if (!old) return;
  const owed = await oweUnusedDays(tx, old, session, colomboDay(now));
  const holder = await holderOf(tx, old.userId);
  const commitmentEnd = isBundle(session.planName) ? commitmentEndDay(now) : undefined;
  // The old plan's next charge, which the change spares, by the rule the tab and the refund follow.
  const period = await currentPeriod(tx, old);
  const spared = { ...old, nextBillingDate: period && period.nextCharge > colomboDay(now) ? period.nextCharge : null };
  if (holder) {
    const next = { ...session, commitmentEnd };
    await queueMail(tx, planChangedMail(env, holder.email, spared, next, owed, holder.locale));
  }
}
