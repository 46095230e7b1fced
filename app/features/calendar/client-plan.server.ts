import { and, desc, eq, inArray } from "drizzle-orm";
import { checkoutSessions, subscriptions } from "#db/schema";
import { findPlan } from "~/features/plans";
import type { Db } from "~/lib/db.server";
import { isPlatform, type Platform } from "./platforms";

/** What a client's plan promises the calendar: posts a month, and the platforms they chose, up to the plan's count. */
export type ClientPlan = {
  /** The business the client named at checkout, as previews and feeds show it (null before any paid checkout). */
  businessName: string | null;
  planName: string | null;
  postsPerMonth: number;
  platformLimit: number;
  platforms: Platform[];
};

/**
 * The client's plan (their latest subscription still running) and the platforms they chose in the wizard (kept with
 * their latest paid checkout; a plan change copies them forward). Only the first `platformLimit` count: a plan
 * changed down keeps the platforms picked first.
 */
export async function clientPlan(db: Db, clientId: string): Promise<ClientPlan> {
  const [subscription] = await db
    .select({ plan: subscriptions.plan })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, clientId), inArray(subscriptions.status, ["active", "past_due"])))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  const [checkout] = await db
    .select({ wizardData: checkoutSessions.wizardData, businessName: checkoutSessions.businessName })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, clientId), eq(checkoutSessions.status, "paid")))
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(1);
  const plan = findPlan(subscription?.plan);
  const limit = plan?.platformLimit ?? 0;
  const chosen = (checkout?.wizardData as { platformPreferences?: unknown } | undefined)?.platformPreferences;
  const platforms = (Array.isArray(chosen) ? chosen : []).filter(
    (p): p is Platform => typeof p === "string" && isPlatform(p),
  );
  return {
    businessName: checkout?.businessName ?? null,
    planName: plan?.name ?? null,
    postsPerMonth: plan?.postsPerMonth ?? 0,
    platformLimit: limit,
    platforms: [...new Set(platforms)].slice(0, limit),
  };
}
