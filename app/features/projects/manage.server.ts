import { and, eq } from "drizzle-orm";
import { analyticsReports, projects, users } from "#db/schema";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";
import type { Role } from "~/lib/validation";
import type { ReportFigures } from "./reports";
import {
  initialState,
  isConsistent,
  type ProjectEvent,
  type ProjectState,
  transition,
  transitionMessages,
} from "./status";

export type ManageResult = { ok: true; id: string } | { ok: false; status: number; reason: string };

/** Tells the project's client and freelancer (when it has one) that it changed, on commit. */
const publishProject = (tx: Db, projectId: string, clientId: string, freelancerId: string | null) =>
  publishChange(tx, { kind: "project", projectId, clientId, freelancerIds: freelancerId ? [freelancerId] : [] });

async function userWithRole(db: Db, id: string, role: Exclude<Role, "admin">) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, role)))
    .limit(1);
  return row ?? null;
}

/** docs/product.md, Projects and updates: a new project starts at 0%, in_progress when a freelancer is assigned, else pending. */
export async function createProject(
  db: Db,
  input: { title: string; clientId: string; description?: string; freelancerId?: string; deadline?: string },
): Promise<ManageResult> {
  if (!(await userWithRole(db, input.clientId, "client")))
    return { ok: false, status: 400, reason: "the client does not exist" };
  if (input.freelancerId && !(await userWithRole(db, input.freelancerId, "freelancer")))
    return { ok: false, status: 400, reason: "the freelancer does not exist" };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({
        title: input.title,
        description: input.description || null,
        clientId: input.clientId,
        deadline: input.deadline || null,
        ...initialState(input.freelancerId || null),
      })
      .returning({ id: projects.id });
    if (!row) throw new Error("insert returned no row");
    await publishProject(tx, row.id, input.clientId, input.freelancerId || null);
    return { ok: true as const, id: row.id };
  });
}

export type ChangeResult =
  | { ok: true; clientId: string; before: ProjectState; after: ProjectState }
  | { ok: false; status: 400 | 404 | 409; message: string };

const sameState = (a: ProjectState, b: ProjectState) =>
  a.status === b.status &&
  a.assignedFreelancerId === b.assignedFreelancerId &&
  a.progress === b.progress &&
  a.completedAt?.getTime() === b.completedAt?.getTime();

/**
 * Applies one state-machine event inside the caller's open transaction: locks the row (`FOR UPDATE`), so a
 * concurrent change waits and then decides on what this one wrote, computes the next state with `transition`
 * and writes it. The only writer of status, freelancer, progress and completed_at after a project is created.
 */
export async function changeProjectIn(tx: Db, projectId: string, event: ProjectEvent): Promise<ChangeResult> {
  const [row] = await tx
    .select({
      clientId: projects.clientId,
      status: projects.status,
      assignedFreelancerId: projects.assignedFreelancerId,
      progress: projects.progress,
      completedAt: projects.completedAt,
    })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for("update");
  if (!row) return { ok: false, status: 404, message: transitionMessages.notFound };
  const { clientId, ...before } = row;
  const result = transition(before, event);
  if (!result.ok) return result;
  const after = result.next;
  // transition() keeps the invariants (its tests check every state and event); this guards a future edit.
  if (!isConsistent(after))
    throw new Error(`project state machine produced ${JSON.stringify(after)} for ${event.type}`);
  if (!sameState(before, after)) await tx.update(projects).set(after).where(eq(projects.id, projectId));
  return { ok: true, clientId, before, after };
}

/**
 * One admin change to a project, in a transaction of its own: the state machine under the row lock, then the
 * change feed (the old freelancer's page drops the project, the new one's shows it).
 */
export async function applyProjectChange(db: Db, projectId: string, event: ProjectEvent): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const result = await changeProjectIn(tx, projectId, event);
    if (!result.ok || sameState(result.before, result.after)) return result;
    const freelancerIds = [...new Set([result.before.assignedFreelancerId, result.after.assignedFreelancerId])].filter(
      (id): id is string => Boolean(id),
    );
    await publishChange(tx, { kind: "project", projectId, clientId: result.clientId, freelancerIds });
    return result;
  });
}

/** Choosing a freelancer (pending → in_progress) or none (back to pending), through the state machine. */
export async function assignFreelancer(db: Db, projectId: string, freelancerId: string | null): Promise<ChangeResult> {
  if (freelancerId && !(await userWithRole(db, freelancerId, "freelancer")))
    return { ok: false, status: 400, message: "the freelancer does not exist" };
  return applyProjectChange(db, projectId, freelancerId ? { type: "assign", freelancerId } : { type: "unassign" });
}

export type ReportInput = ReportFigures & { projectId: string };

/** Stores an analytics report (an earlier version faked the upload); the project's client then sees it as charts. */
export async function addAnalyticsReport(db: Db, createdBy: string, input: ReportInput): Promise<ManageResult> {
  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({ clientId: projects.clientId, freelancerId: projects.assignedFreelancerId })
      .from(projects)
      .where(eq(projects.id, input.projectId))
      .limit(1);
    if (!project) return { ok: false as const, status: 404, reason: "the project does not exist" };
    const [row] = await tx
      .insert(analyticsReports)
      .values({ ...input, createdBy })
      .returning({ id: analyticsReports.id });
    if (!row) throw new Error("insert returned no row");
    await publishProject(tx, input.projectId, project.clientId, project.freelancerId);
    return { ok: true as const, id: row.id };
  });
}
