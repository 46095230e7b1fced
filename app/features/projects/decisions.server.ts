import { desc, eq } from "drizzle-orm";
import { projects, projectUpdates, updateDecisions } from "#db/schema";
import type { DecisionKind } from "#db/schema/values";
import type { SessionUser } from "~/features/accounts/index.server";
import { notify } from "~/features/notifications/index.server";
import { type AuditActor, recordAudit } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import { fail, ok, type Result } from "~/lib/result";
import { updateFor } from "./access.server";
import { type CommentAnswers, updateOnItsPage } from "./comment-rules";
import { publishUpdates, updateThread } from "./comments.server";
import { englishCommentAnswers } from "./comments-schema.server";

export type Decision = { updateId: string; decision: DecisionKind; reason: string | null };

/**
 * The client's decision on an update of their project (docs/product.md, Comments and approvals): one per update,
 * the latest one kept, each one in the audit log. The project's row is locked first, so an admin completing the
 * project at the same moment decides on this decision or the one before it, never on half of it. The freelancer
 * and admins are told.
 */
export async function decideUpdate(
  db: Db,
  user: SessionUser,
  input: Decision,
  by: AuditActor,
  a: CommentAnswers = englishCommentAnswers,
): Promise<Result<{ message: string }>> {
  const access = await updateFor(db, user, input.updateId);
  if (!access) return fail("not-found", a.updateNotFound);
  // updateFor lets a client see only their own projects: any other role may see the update but not decide.
  if (user.role !== "client") return fail("forbidden", a.clientOnly);
  return db.transaction(async (tx) => {
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, access.projectId)).for("update");
    const values = { decision: input.decision, reason: input.reason, decidedBy: user.id, decidedAt: new Date() };
    await tx
      .insert(updateDecisions)
      .values({ updateId: access.updateId, ...values })
      .onConflictDoUpdate({ target: updateDecisions.updateId, set: values });
    const approved = input.decision === "approved";
    await recordAudit(tx, {
      action: approved ? "update-approved" : "update-changes-requested",
      by,
      target: { type: "project", id: access.projectId },
      detail: { updateId: access.updateId, reason: input.reason },
    });
    await publishUpdates(tx, access);
    await notify(tx, {
      kind: approved ? "approval" : "change-request",
      userIds: access.freelancerId ? [access.freelancerId] : [],
      admins: true,
      actorId: user.id,
      title: ({ m }) =>
        approved
          ? m.notify_update_approved({ title: access.title })
          : m.notify_update_changes_requested({ title: access.title }),
      body: input.reason ?? "",
      link: updateOnItsPage(access.projectId, access.updateId),
      thread: updateThread(access.updateId),
    });
    return ok({ message: approved ? a.approved : a.changesRequested });
  });
}

/** The project's latest update and the client's decision on it (null: none yet); null for a project without updates. */
export async function latestDecision(tx: Db, projectId: string) {
  const [row] = await tx
    .select({ updateId: projectUpdates.id, decision: updateDecisions.decision })
    .from(projectUpdates)
    .leftJoin(updateDecisions, eq(updateDecisions.updateId, projectUpdates.id))
    .where(eq(projectUpdates.projectId, projectId))
    .orderBy(desc(projectUpdates.createdAt), desc(projectUpdates.id))
    .limit(1);
  return row ?? null;
}
