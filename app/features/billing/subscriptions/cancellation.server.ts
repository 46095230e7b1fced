import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { subscriptions } from "#db/schema";
import { type AuditActor, recordAudit } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { claimDue } from "~/lib/job-locks.server";
import { queueMail } from "~/lib/mail.server";
import { fail, ok, type Result } from "~/lib/result";
import type { SubscriptionAnswers } from "../answers.server";
import { cancellationScheduledMail, cancelledMail } from "../mails.server";
import type { MerchantApi } from "../payhere/merchant-api.server";
import { cancellationEndDay, colomboDay } from "./notice";
import { currentPeriod } from "./period.server";
import {
  type BillingUser,
  holderOf,
  ownSubscription,
  type Subscription,
  subscriptionMessages,
} from "./subscription-access.server";

/** Subscriptions still charged (docs: db/schema/billing.ts): only these can be cancelled. */
const RUNNING = ["active", "past_due"];

type Done = { message: string };

/**
 * Schedules the client's cancellation with notice (app/features/billing/subscriptions/notice.ts). Asking again while one is
 * scheduled answers the same day and changes nothing (a double submit), so the notice never moves. `a`: the answers
 * in the client's language.
 */
export async function scheduleCancellation(
  db: Db,
  env: Pick<Env, "PUBLIC_URL">,
  user: BillingUser,
  actor: AuditActor,
  id: string,
  a: SubscriptionAnswers = subscriptionMessages,
  now = new Date(),
): Promise<Result<Done>> {
  return db.transaction(async (tx) => {
    const own = await ownSubscription(tx, user, id, a);
    if (!own.ok) return own;
    const sub = own.value;
    if (sub.cancelledAt || sub.status === "cancelled") return fail("conflict", a.alreadyCancelled);
    if (sub.cancelRequestedAt && sub.serviceEndsOn) return ok({ message: a.scheduled(sub.serviceEndsOn) });
    if (!RUNNING.includes(sub.status)) return fail("conflict", a.notActive);
    // The next charge by the rule, from the payment that opened the current period (as the tab shows it).
    const nextBillingDate = (await currentPeriod(tx, sub))?.nextCharge ?? sub.nextBillingDate;
    const serviceEndsOn = cancellationEndDay(now, { ...sub, nextBillingDate });
    const [row] = await tx
      .update(subscriptions)
      .set({ cancelRequestedAt: now, serviceEndsOn, cancelAttempts: 0, cancelError: null })
      .where(eq(subscriptions.id, sub.id))
      .returning();
    await recordAudit(tx, {
      action: "subscription-cancel-scheduled",
      by: actor,
      target: { type: "subscription", id: sub.id },
      detail: { plan: `${sub.plan} ${sub.service}`, serviceEndsOn },
    });
    const holder = await holderOf(tx, sub.userId);
    if (holder && row) await queueMail(tx, cancellationScheduledMail(env, holder.email, row, holder.locale));
    return ok({ message: a.scheduled(serviceEndsOn) });
  });
}

/** Takes back a scheduled cancellation before it has taken effect; nothing scheduled is not an error (undo twice). */
export async function undoCancellation(
  db: Db,
  user: BillingUser,
  actor: AuditActor,
  id: string,
  a: SubscriptionAnswers = subscriptionMessages,
  now = new Date(),
): Promise<Result<Done>> {
  return db.transaction(async (tx) => {
    const own = await ownSubscription(tx, user, id, a);
    if (!own.ok) return own;
    const sub = own.value;
    if (sub.cancelledAt) return fail("conflict", a.alreadyCancelled);
    if (!sub.cancelRequestedAt) return ok({ message: a.noneScheduled });
    // The job is calling the gateway for it right now: too late, or the gateway's subscription would be
    // cancelled under a plan we keep.
    if (sub.cancelClaimedUntil && sub.cancelClaimedUntil > now) return fail("conflict", a.takingEffect);
    await tx
      .update(subscriptions)
      .set({ cancelRequestedAt: null, serviceEndsOn: null, cancelAttempts: 0, cancelError: null })
      .where(eq(subscriptions.id, sub.id));
    await recordAudit(tx, {
      action: "subscription-cancel-undone",
      by: actor,
      target: { type: "subscription", id: sub.id },
      detail: { plan: `${sub.plan} ${sub.service}`, wasEndingOn: sub.serviceEndsOn },
    });
    return ok({ message: a.undone });
  });
}

/** How long a run may take to call the gateway for a claimed cancellation before another run may try it. */
const CLAIM_MS = 10 * 60_000;
const BATCH = 20;

/** Claims the cancellations due as of `now` (their last day of service has come): null when another process runs. */
function claimDueCancellations(db: Db, now: Date) {
  return claimDue(
    db,
    "cancellation",
    (tx) =>
      tx
        .select()
        .from(subscriptions)
        .where(
          and(
            isNotNull(subscriptions.cancelRequestedAt),
            isNull(subscriptions.cancelledAt),
            lte(subscriptions.serviceEndsOn, colomboDay(now)),
            or(isNull(subscriptions.cancelClaimedUntil), lt(subscriptions.cancelClaimedUntil, now)),
          ),
        )
        .limit(BATCH)
        .for("update", { skipLocked: true }),
    (tx, ids) =>
      tx
        .update(subscriptions)
        .set({ cancelClaimedUntil: new Date(now.getTime() + CLAIM_MS) })
        .where(inArray(subscriptions.id, ids)),
  );
}

/**
 * The scheduled job: cancels each due subscription at the gateway, then marks it cancelled and mails the client.
 * A gateway failure keeps the request (with the error and a count) for the next run; the gateway saying it is
 * already cancelled counts as done, so a run that died after the call completes on the next. Answers how many were
 * cancelled, or null when another process was running it.
 */
export async function runDueCancellations(
  db: Db,
  env: Pick<Env, "PUBLIC_URL">,
  api: MerchantApi | null,
  now = new Date(),
) {
  const due = await claimDueCancellations(db, now);
  if (!due) return null;
  let cancelled = 0;
  for (const sub of due) {
    const outcome = await cancelAtGateway(api, sub);
    if (outcome.ok) {
      if (await markCancelled(db, env, sub, now)) cancelled += 1;
    } else {
      await db
        .update(subscriptions)
        .set({
          cancelClaimedUntil: null,
          cancelAttempts: sql`${subscriptions.cancelAttempts} + 1`,
          cancelError: outcome.problem.message,
        })
        .where(eq(subscriptions.id, sub.id));
      console.warn(`Cancelling subscription ${sub.id} failed, to be tried again:`, outcome.problem.message);
    }
  }
  return cancelled;
}

const cancelAtGateway = (api: MerchantApi | null, sub: Subscription) =>
  cancelGatewaySubscription(api, sub.gatewaySubscriptionId);

/**
 * Cancels a subscription at the gateway; one the gateway lists as CANCELLED already (an earlier call went through)
 * counts as done, and so does one it does not list at all. Also used to stop the subscription a charge we give back started (returns-job.server.ts).
 */
export async function cancelGatewaySubscription(api: MerchantApi | null, gatewayId: string | null): Promise<Result> {
  // Nothing was ever set up at the gateway (no installment notify named it): nothing to stop there.
  if (!gatewayId) return ok();
  if (!api) return { ok: false, problem: { kind: "unavailable", message: subscriptionMessages.notSetUp } };
  const answer = await api.cancelSubscription(gatewayId);
  if (answer.ok || answer.problem.kind === "unavailable" || answer.problem.kind === "limited")
    return answer.ok ? ok() : answer;
  // Refused: perhaps because it is cancelled already (our earlier call went through). Ask the gateway.
  const list = await api.listSubscriptions();
  const there = list.ok ? list.value.find((s) => s.subscription_id === gatewayId) : undefined;
  // One the gateway does not list at all charges nothing either (the list was read, and it is not on it).
  return there?.status === "CANCELLED" || (list.ok && !there) ? ok() : answer;
}

/** Marks the cancellation done, unless it was undone meanwhile (then the plan goes on: the claim is dropped). */
async function markCancelled(db: Db, env: Pick<Env, "PUBLIC_URL">, sub: Subscription, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscriptions)
      .set({ status: "cancelled", cancelledAt: now, cancelClaimedUntil: null, cancelError: null })
      .where(
        and(
          eq(subscriptions.id, sub.id),
          isNotNull(subscriptions.cancelRequestedAt),
          isNull(subscriptions.cancelledAt),
        ),
      )
      .returning();
    if (!row) return false;
    await recordAudit(tx, {
      action: "subscription-cancelled",
      by: { userId: null, flideskId: null, ip: null },
      target: { type: "subscription", id: sub.id },
      detail: { plan: `${sub.plan} ${sub.service}`, gatewaySubscriptionId: sub.gatewaySubscriptionId },
    });
    const holder = await holderOf(tx, sub.userId);
    if (holder) await queueMail(tx, cancelledMail(env, holder.email, row, holder.locale));
    return true;
  });
}
