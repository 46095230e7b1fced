import { asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { updateComments, updateDecisions, users } from "#db/schema";
import { personName, type SessionUser } from "~/features/accounts/index.server";
import type { Db } from "~/lib/db.server";
import { withinEditWindow } from "./comment-rules";
import { listUpdates, type ProjectIds } from "./projects.server";
import type { CommentView, DecisionView } from "./thread-view";

async function commentsOf(db: Db, viewer: SessionUser, updateIds: string[], now: Date) {
  const author = alias(users, "comment_author");
  const rows = await db
    .select({
      id: updateComments.id,
      updateId: updateComments.updateId,
      authorId: updateComments.authorId,
      body: updateComments.body,
      image: updateComments.image,
      createdAt: updateComments.createdAt,
      editedAt: updateComments.editedAt,
      name: personName(author),
      role: author.role,
    })
    .from(updateComments)
    .innerJoin(author, eq(author.id, updateComments.authorId))
    .where(inArray(updateComments.updateId, updateIds))
    .orderBy(asc(updateComments.createdAt), asc(updateComments.id));
  return rows.map((row): CommentView & { updateId: string } => ({
    id: row.id,
    updateId: row.updateId,
    body: row.body,
    image: row.image,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
    author: row.name,
    role: row.role,
    // Decided here, on the server's clock; the server checks again when the change arrives.
    canChange: row.authorId === viewer.id && withinEditWindow(row.createdAt, now),
  }));
}

async function decisionsOf(db: Db, updateIds: string[]) {
  const decider = alias(users, "decider");
  const rows = await db
    .select({
      updateId: updateDecisions.updateId,
      decision: updateDecisions.decision,
      reason: updateDecisions.reason,
      at: updateDecisions.decidedAt,
      name: personName(decider),
    })
    .from(updateDecisions)
    .innerJoin(decider, eq(decider.id, updateDecisions.decidedBy))
    .where(inArray(updateDecisions.updateId, updateIds));
  return new Map(
    rows.map((row): [string, DecisionView] => [
      row.updateId,
      { decision: row.decision, reason: row.reason, at: row.at, by: row.name },
    ]),
  );
}

/**
 * The updates of the given projects (which the caller read with `listProjectsFor`, so the viewer may see them),
 * each with its comments (oldest first), the client's decision, and what the viewer may do. The freelancer and
 * admins get the updates that wait for a decision first; the client, whose decision they wait for, newest first.
 */
export async function listUpdateThreads(db: Db, viewer: SessionUser, projectIds: ProjectIds, now = new Date()) {
  const updates = await listUpdates(db, projectIds);
  if (updates.length === 0) return [];
  const ids = updates.map((u) => u.id);
  const [comments, decisions] = await Promise.all([commentsOf(db, viewer, ids, now), decisionsOf(db, ids)]);
  const threads = updates.map((update) => ({
    ...update,
    comments: comments.filter((c) => c.updateId === update.id),
    decision: decisions.get(update.id) ?? null,
    canDecide: viewer.role === "client",
  }));
  if (viewer.role === "client") return threads;
  // A stable sort: within each group the order stays newest first.
  return [...threads].sort((a, b) => Number(a.decision !== null) - Number(b.decision !== null));
}

export type UpdateThread = Awaited<ReturnType<typeof listUpdateThreads>>[number];
