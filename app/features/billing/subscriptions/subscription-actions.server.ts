import { z } from "zod";
import type { AuditActor } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { parseFormData } from "~/lib/parse.server";
import { fail, type Result } from "~/lib/result";
import { merchantApi } from "../payhere/merchant-api.server";
import { scheduleCancellation, undoCancellation } from "./cancellation.server";
import { retryPayment } from "./retry.server";
import type { BillingUser } from "./subscription-access.server";

/** The Billing tab's forms (app/features/billing/subscriptions/components/subscription-actions.tsx), each by its `intent`. */
export const SUBSCRIPTION_INTENTS = ["cancel", "undo-cancel", "retry"] as const;

const actionSchema = z.object({
  intent: z.enum(SUBSCRIPTION_INTENTS, { error: "Unknown form" }),
  subscription: z.uuid({ error: "Subscription not found." }),
});

/** One of the client's actions on their own subscription, from its form. */
export async function subscriptionAction(
  { db, env }: { db: Db; env: Env },
  user: BillingUser,
  actor: AuditActor,
  form: FormData,
): Promise<Result<{ message: string }>> {
  const parsed = parseFormData(form, actionSchema);
  if (!parsed.ok) return fail("invalid", parsed.problem.message);
  const { intent, subscription } = parsed.value;
  switch (intent) {
    case "cancel":
      return scheduleCancellation(db, env, user, actor, subscription);
    case "undo-cancel":
      return undoCancellation(db, user, actor, subscription);
    case "retry":
      return retryPayment(db, merchantApi(env), user, actor, subscription);
  }
}
