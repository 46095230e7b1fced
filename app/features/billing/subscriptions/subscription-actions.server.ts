import { z } from "zod";
import type { AuditActor } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { parseFormData } from "~/lib/parse.server";
import { fail, type Result } from "~/lib/result";
import type { SubscriptionAnswers } from "../answers.server";
import { merchantApi } from "../payhere/merchant-api.server";
import { scheduleCancellation, undoCancellation } from "./cancellation.server";
import { retryPayment } from "./retry.server";
import { type BillingUser, subscriptionMessages } from "./subscription-access.server";

/** The Billing tab's forms (app/features/billing/subscriptions/components/subscription-actions.tsx), each by its `intent`. */
export const SUBSCRIPTION_INTENTS = ["cancel", "undo-cancel", "retry"] as const;

const actionSchemaOf = (a: SubscriptionAnswers) =>
  z.object({
    intent: z.enum(SUBSCRIPTION_INTENTS, { error: a.unknownForm }),
    subscription: z.uuid({ error: a.notFound }),
  });

/**
 * One of the client's actions on their own subscription, from its form; `a`: the answers in the client's language
 * (`subscriptionAnswers(texts)`), English by default.
 */
export async function subscriptionAction(
  { db, env }: { db: Db; env: Env },
  user: BillingUser,
  actor: AuditActor,
  form: FormData,
  a: SubscriptionAnswers = subscriptionMessages,
): Promise<Result<{ message: string }>> {
  const parsed = parseFormData(form, actionSchemaOf(a));
  if (!parsed.ok) return fail("invalid", parsed.problem.message);
  const { intent, subscription } = parsed.value;
  switch (intent) {
    case "cancel":
      return scheduleCancellation(db, env, user, actor, subscription, a);
    case "undo-cancel":
      return undoCancellation(db, user, actor, subscription, a);
    case "retry":
      return retryPayment(db, merchantApi(env), user, actor, subscription, a);
  }
}
