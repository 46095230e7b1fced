import { and, eq, isNull, lt, or } from "drizzle-orm";
import { subscriptions } from "#db/schema";
import { type AuditActor, recordAudit } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import { fail, ok, type Result } from "~/lib/result";
import { gatewayFailure, type SubscriptionAnswers } from "../answers.server";
import { FAILED_STATUS_CODES } from "../labels";
import type { MerchantApi } from "../payhere/merchant-api.server";
import { type BillingUser, ownSubscription, subscriptionMessages } from "./subscription-access.server";

/** Our statuses of a subscription whose installment failed (the notify's RECURRING_INSTALLMENT_FAILED, STOPPED). */
export const FAILED_STATUSES = FAILED_STATUS_CODES;
const CLAIM_MS = 2 * 60_000;

/**
 * Claims the retry of the client's own failed subscription: one at a time per subscription, so a double click
 * charges once (the second is told one is under way).
 */
async function claimRetry(db: Db, user: BillingUser, id: string, a: SubscriptionAnswers, now: Date) {
  return db.transaction(async (tx): Promise<Result<{ gatewayId: string; plan: string }>> => {
    const own = await ownSubscription(tx, user, id, a);
    if (!own.ok) return own;
    const sub = own.value;
    if (!FAILED_STATUSES.includes(sub.status) || !sub.gatewaySubscriptionId) return fail("conflict", a.notFailed);
    const [claimed] = await tx
      .update(subscriptions)
      .set({ retryClaimedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(
        and(
          eq(subscriptions.id, sub.id),
          or(isNull(subscriptions.retryClaimedUntil), lt(subscriptions.retryClaimedUntil, now)),
        ),
      )
      .returning({ id: subscriptions.id });
    if (!claimed) return fail("conflict", a.retrying);
    return ok({ gatewayId: sub.gatewaySubscriptionId, plan: `${sub.plan} ${sub.service}` });
  });
}

/**
 * Retries the failed installment through the merchant API, once PayHere itself says the subscription is FAILED
 * (before that it is still trying on its own schedule). The charge's outcome comes back as a notify, which sets
 * the subscription's status; the answer says what PayHere said.
 */
export async function retryPayment(
  db: Db,
  api: MerchantApi | null,
  user: BillingUser,
  actor: AuditActor,
  id: string,
  a: SubscriptionAnswers = subscriptionMessages,
  now = new Date(),
): Promise<Result<{ message: string }>> {
  if (!api) return fail("unavailable", a.notSetUp);
  const claim = await claimRetry(db, user, id, a, now);
  if (!claim.ok) return claim;
  const { gatewayId, plan } = claim.value;
  const outcome = await retryAtGateway(api, gatewayId, a);
  await db.transaction(async (tx) => {
    await tx.update(subscriptions).set({ retryClaimedUntil: null }).where(eq(subscriptions.id, id));
    await recordAudit(tx, {
      action: "subscription-retried",
      by: actor,
      target: { type: "subscription", id },
      detail: { plan, outcome: outcome.ok ? "charged" : outcome.problem.message },
    });
  });
  if (outcome.ok) return ok({ message: a.retried });
  // A refusal of PayHere's or ours ("conflict") is said as it stands; a failure to reach PayHere in the client's
  // words, its technical reason kept in the audit line above. Our credentials refused is ours to fix, not theirs.
  if (outcome.problem.kind === "invalid" || outcome.problem.kind === "conflict") return outcome;
  return gatewayFailure(outcome.problem, { ...a, credentialsRefused: a.notSetUp });
}

async function retryAtGateway(api: MerchantApi, gatewayId: string, a: SubscriptionAnswers): Promise<Result> {
  const list = await api.listSubscriptions();
  if (!list.ok) return list;
  const there = list.value.find((s) => s.subscription_id === gatewayId);
  if (there && there.status !== "FAILED")
    return fail("conflict", there.status === "ACTIVE" ? a.gatewayTrying : a.gatewayCannotRetry(there.status));
  const answer = await api.retrySubscription(gatewayId);
  return answer.ok ? ok() : answer;
}
