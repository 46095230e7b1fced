import { and, eq } from "drizzle-orm";
import { analyticsReports, projects, users } from "#db/schema";
import type { DecisionKind } from "#db/schema/values";
import { notifyNewProject, notifyProjectChange } from "~/features/notifications/index.server";
import { recordManualFigures } from "~/features/results/index.server";
import { actorTexts } from "~/lib/actor-texts.server";
import { type AuditActor, recordAudit } from "~/lib/audit.server";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";
import { fail, ok, type Result } from "~/lib/result";
import type { Role } from "~/lib/validation";
import { latestDecision } from "./decisions.server";
import { type ProjectAnswers, projectAnswers } from "./messages";
import type { ReportFigures } from "./reports";
import {
  initialState,
  isActive,
  isConsistent,
  type ProjectEvent,
  type ProjectState,
  statusText,
  type TransitionWords,
  transition,
  transitionMessages,
} from "./status";

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

/**
 * docs/product.md, Projects and updates: a new project starts at 0%, in_progress when a freelancer is assigned, else
 * pending. A client or freelancer that is not one is said in `missing`, in the admin's language.
 */
export async function createProject(
  db: Db,
  input: { title: string; clientId: string; description?: string; freelancerId?: string; deadline?: string },
  by: AuditActor,
  missing: { client: string; freelancer: string },
): Promise<Result<{ id: string }>> {
  if (!(await userWithRole(db, input.clientId, "client"))) return fail("invalid", missing.client);
  if (input.freelancerId && !(await userWithRole(db, input.freelancerId, "freelancer")))
    return fail("invalid", missing.freelancer);
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
    const detail = { title: input.title, clientId: input.clientId, freelancerId: input.freelancerId || null };
    await recordAudit(tx, { action: "project-created", by, target: { type: "project", id: row.id }, detail });
    await notifyNewProject(tx, { ...detail, actorId: by.userId });
    return ok({ id: row.id });
  });
}

/** A change the state machine accepted: the project's client, and its state before and after. */
export type ProjectChange = { clientId: string; before: ProjectState; after: ProjectState };

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
export async function changeProjectIn(
  tx: Db,
  projectId: string,
  event: ProjectEvent,
  words: TransitionWords = transitionMessages,
): Promise<Result<ProjectChange>> {
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
  if (!row) return fail("not-found", words.notFound);
  const { clientId, ...before } = row;
  const result = transition(before, event, new Date(), words);
  if (!result.ok) return result;
  const after = result.value;
  // transition() keeps the invariants (its tests check every state and event); this guards a future edit.
  if (!isConsistent(after))
    throw new Error(`project state machine produced ${JSON.stringify(after)} for ${event.type}`);
  if (!sameState(before, after)) await tx.update(projects).set(after).where(eq(projects.id, projectId));
  return ok({ clientId, before, after });
}

/**
 * Whether an admin may complete the project now (docs/decisions/0021-completion-needs-approval.md): only when the
 * client approved its latest update, or with the explicit override, which the audit log then names. Read under
 * the project's row lock, which a client's decision and a freelancer's new update take too. Null: no completion.
 */
async function completionCheck(
  tx: Db,
  projectId: string,
  event: ProjectEvent,
  override: boolean,
  a: ProjectAnswers,
): Promise<Result<{ overridden: boolean; updateId: string | null; decision: DecisionKind | null } | null>> {
  if (event.type !== "set-status" || event.status !== "completed") return ok(null);
  const [row] = await tx
    .select({ status: projects.status })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for("update");
  // Only work under way can be completed: the state machine answers anything else (an unknown or pending
  // project, saving Completed again) as before.
  if (!row || !isActive(row.status)) return ok(null);
  const latest = await latestDecision(tx, projectId);
  const approved = latest?.decision === "approved";
  if (!approved && !override) return fail("conflict", a.completionNeedsApproval);
  return ok({ overridden: !approved, updateId: latest?.updateId ?? null, decision: latest?.decision ?? null });
}

/**
 * One admin change to a project, in a transaction of its own: the completion rule, the state machine under the
 * row lock, then the change feed (the old freelancer's page drops the project, the new one's shows it). A refusal
 * is said in `options.answers`, by default in the acting admin's profile language.
 */
export async function applyProjectChange(
  db: Db,
  projectId: string,
  event: ProjectEvent,
  by: AuditActor,
  options: { override?: boolean; answers?: ProjectAnswers } = {},
): Promise<Result<ProjectChange>> {
  const a = options.answers ?? projectAnswers((await actorTexts(db, by)).m);
  return db.transaction(async (tx) => {
    const completion = await completionCheck(tx, projectId, event, options.override === true, a);
    if (!completion.ok) return completion;
    const result = await changeProjectIn(tx, projectId, event, a);
    if (!result.ok) return result;
    const { clientId, before, after } = result.value;
    if (sameState(before, after)) return result;
    const freelancerIds = [...new Set([before.assignedFreelancerId, after.assignedFreelancerId])].filter(
      (id): id is string => Boolean(id),
    );
    await publishChange(tx, { kind: "project", projectId, clientId, freelancerIds });
    const target = { type: "project", id: projectId } as const;
    if (completion.value?.overridden) {
      const { updateId, decision } = completion.value;
      const detail = { from: before.status, to: after.status, updateId, decision };
      await recordAudit(tx, { action: "project-completed-override", by, target, detail });
    } else await recordAudit(tx, { ...auditOf(event, before, after), by, target });
    await notifyProjectChange(tx, {
      projectId,
      before,
      after,
      actorId: by.userId,
      statusLabel: (m) => statusText(m, after.status),
    });
    return result;
  });
}

/** What the audit log says of an admin's project change: a new freelancer, or a new status. */
function auditOf(event: ProjectEvent, before: ProjectState, after: ProjectState) {
  if (event.type === "assign" || event.type === "unassign") {
    const detail = { from: before.assignedFreelancerId, to: after.assignedFreelancerId, status: after.status };
    return { action: "project-assigned" as const, detail };
  }
  return { action: "project-status-changed" as const, detail: { from: before.status, to: after.status } };
}

/**
 * Choosing a freelancer (pending → in_progress) or none (back to pending), through the state machine; refused in
 * `answers` (by default the acting admin's profile language).
 */
export async function assignFreelancer(
  db: Db,
  projectId: string,
  freelancerId: string | null,
  by: AuditActor,
  answers?: ProjectAnswers,
): Promise<Result<ProjectChange>> {
  if (freelancerId && !(await userWithRole(db, freelancerId, "freelancer")))
    return fail("invalid", "the freelancer does not exist");
  const event: ProjectEvent = freelancerId ? { type: "assign", freelancerId } : { type: "unassign" };
  return applyProjectChange(db, projectId, event, by, { answers });
}

export type ReportInput = ReportFigures & { projectId: string };

/** Stores an analytics report (an earlier version faked the upload); the project's client then sees it as charts. */
export async function addAnalyticsReport(
  db: Db,
  by: AuditActor & { userId: string },
  input: ReportInput,
): Promise<Result<{ id: string }>> {
  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({ clientId: projects.clientId, freelancerId: projects.assignedFreelancerId })
      .from(projects)
      .where(eq(projects.id, input.projectId))
      .limit(1);
    if (!project) return fail("not-found", "the project does not exist");
    const [row] = await tx
      .insert(analyticsReports)
      .values({ ...input, createdBy: by.userId })
      .returning({ id: analyticsReports.id });
    if (!row) throw new Error("insert returned no row");
    await recordManualFigures(tx, input.projectId, input);
    await publishProject(tx, input.projectId, project.clientId, project.freelancerId);
    const target = { type: "project", id: input.projectId } as const;
    await recordAudit(tx, { action: "analytics-uploaded", by, target, detail: { reportId: row.id } });
    return ok({ id: row.id });
  });
}
