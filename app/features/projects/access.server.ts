import { and, eq, type SQL } from "drizzle-orm";
import { projects, projectUpdates, updateComments } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import type { Db } from "~/lib/db.server";
import { UUID_PATTERN } from "~/lib/validation";

/**
 * Who may see a project, as a condition on `projects`: the rule of `listProjectsFor` (a client's own, a
 * freelancer's assigned, every project for an admin), so an update's comments and decision are open to exactly
 * the people who see the update on their dashboard.
 */
export function visibleTo(user: Pick<SessionUser, "id" | "role">): SQL | undefined {
  if (user.role === "client") return eq(projects.clientId, user.id);
  if (user.role === "freelancer") return eq(projects.assignedFreelancerId, user.id);
  return undefined;
}

/** An update with what its writes need to know of its project. */
export type UpdateAccess = {
  updateId: string;
  projectId: string;
  title: string;
  clientId: string;
  freelancerId: string | null;
};

const accessColumns = {
  projectId: projects.id,
  title: projects.title,
  clientId: projects.clientId,
  freelancerId: projects.assignedFreelancerId,
};

/** The update when the user may see it; a malformed id, an unknown one and another's are all null alike. */
export async function updateFor(db: Db, user: SessionUser, updateId: string): Promise<UpdateAccess | null> {
  if (!UUID_PATTERN.test(updateId)) return null;
  const [row] = await db
    .select({ updateId: projectUpdates.id, ...accessColumns })
    .from(projectUpdates)
    .innerJoin(projects, eq(projects.id, projectUpdates.projectId))
    .where(and(eq(projectUpdates.id, updateId), visibleTo(user)))
    .limit(1);
  return row ?? null;
}

/** A comment the user may see, locked for the write that follows (`FOR UPDATE` of the comment's row only). */
export async function commentFor(tx: Db, user: SessionUser, commentId: string) {
  if (!UUID_PATTERN.test(commentId)) return null;
  const [row] = await tx
    .select({
      id: updateComments.id,
      authorId: updateComments.authorId,
      image: updateComments.image,
      createdAt: updateComments.createdAt,
      updateId: updateComments.updateId,
      ...accessColumns,
    })
    .from(updateComments)
    .innerJoin(projects, eq(projects.id, updateComments.projectId))
    .where(and(eq(updateComments.id, commentId), visibleTo(user)))
    .limit(1)
    .for("update", { of: updateComments });
  return row ?? null;
}
