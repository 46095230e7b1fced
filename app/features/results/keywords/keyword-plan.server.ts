import { and, desc, eq, inArray } from "drizzle-orm";
import { projects, subscriptions } from "#db/schema";
import { seoPlanOf } from "~/features/plans";
import type { Db } from "~/lib/db.server";
import type { KeywordPlan } from "./keyword-text";

type Reader = Pick<Db, "select">;

/**
 * The client's SEO plan among their running subscriptions (active, or past due while the payment is retried; a
 * bundle counts by its SEO half), the newest first; null when none is an SEO plan.
 */
export async function keywordPlan(db: Reader, clientId: string): Promise<KeywordPlan | null> {
  const running = await db
    .select({ plan: subscriptions.plan })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, clientId), inArray(subscriptions.status, ["active", "past_due"])))
    .orderBy(desc(subscriptions.createdAt));
  for (const { plan } of running) {
    const seo = seoPlanOf(plan);
    if (seo) return { plan: seo.name, limit: seo.trackedKeywords };
  }
  return null;
}

/** The keyword plan of a project's client (the project page links staff to the client's keywords when there is one). */
export async function projectKeywordPlan(db: Db, projectId: string) {
  const [project] = await db
    .select({ clientId: projects.clientId })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  const plan = project ? await keywordPlan(db, project.clientId) : null;
  return plan && plan.limit !== 0 ? plan : null;
}
