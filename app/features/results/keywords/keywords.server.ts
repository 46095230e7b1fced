import { and, asc, count, eq, sql } from "drizzle-orm";
import { trackedKeywords, users } from "#db/schema";
import { type AuditActor, recordAudit } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import { fail, ok, type Result } from "~/lib/result";
import { keywordPlan } from "./keyword-plan.server";
import { type KeywordTexts, normalizeKeyword } from "./keyword-text";

/** A client's tracked keywords, in alphabetical order of their matched text. */
export async function listKeywords(db: Pick<Db, "select">, clientId: string) {
  return db
    .select({ id: trackedKeywords.id, text: trackedKeywords.text, addedAt: trackedKeywords.addedAt })
    .from(trackedKeywords)
    .where(eq(trackedKeywords.clientId, clientId))
    .orderBy(asc(trackedKeywords.normalized));
}

/** Whether the client has any tracked keyword (their Analytics area shows the rankings then). */
export async function hasTrackedKeywords(db: Db, clientId: string) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(trackedKeywords)
    .where(eq(trackedKeywords.clientId, clientId))
    .limit(1);
  return Boolean(row);
}

/**
 * Adds a keyword to the client's list, within their SEO plan's count. The client's row is locked first, so two adds
 * at once are counted one after the other and never pass the count together; a duplicate (as normalised) is
 * refused by the unique key. Audited in the same transaction.
 */
export async function addKeyword(
  db: Db,
  clientId: string,
  text: string,
  by: AuditActor,
  t: KeywordTexts,
): Promise<Result<{ id: string; message: string }>> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, clientId)).for("update");
    const plan = await keywordPlan(tx, clientId);
    if (!plan || plan.limit === 0) return fail("conflict", t.noSeoPlan);
    const [held] = await tx.select({ n: count() }).from(trackedKeywords).where(eq(trackedKeywords.clientId, clientId));
    if (plan.limit !== null && (held?.n ?? 0) >= plan.limit)
      return fail("conflict", t.overLimit(plan.plan, plan.limit));
    const [added] = await tx
      .insert(trackedKeywords)
      .values({ clientId, text, normalized: normalizeKeyword(text), addedBy: by.userId })
      .onConflictDoNothing()
      .returning({ id: trackedKeywords.id });
    if (!added) return fail("conflict", t.duplicate(text));
    await recordAudit(tx, {
      action: "keyword-added",
      by,
      target: { type: "user", id: clientId },
      detail: { keyword: text },
    });
    return ok({ id: added.id, message: t.added });
  });
}

/** Removes one of the client's keywords (an id of another client's is "no such keyword"). Audited. */
export async function removeKeyword(
  db: Db,
  clientId: string,
  keywordId: string,
  by: AuditActor,
  t: KeywordTexts,
): Promise<Result<{ message: string }>> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(trackedKeywords)
      .where(and(eq(trackedKeywords.id, keywordId), eq(trackedKeywords.clientId, clientId)))
      .returning({ text: trackedKeywords.text });
    if (!removed) return fail("not-found", t.noKeyword);
    await recordAudit(tx, {
      action: "keyword-removed",
      by,
      target: { type: "user", id: clientId },
      detail: { keyword: removed.text },
    });
    return ok({ message: t.removed });
  });
}
