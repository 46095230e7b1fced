import { and, eq } from "drizzle-orm";
import { analyticsReports, projects, users } from "#db/schema";
import { publishChange } from "~/features/realtime/feed.server";
import type { Db } from "~/lib/db.server";

type Status = (typeof projects.status.enumValues)[number];
export type ManageResult = { ok: true; id: string } | { ok: false; status: number; reason: string };

async function userWithRole(db: Db, id: string, role: "client" | "freelancer") {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, role)))
    .limit(1);
  return row ?? null;
}

/** Spec 02 §4: a new project starts at 0%, in_progress when a freelancer is assigned, else pending. */
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
        assignedFreelancerId: input.freelancerId || null,
        deadline: input.deadline || null,
        status: input.freelancerId ? "in_progress" : "pending",
        progress: 0,
      })
      .returning({ id: projects.id });
    if (!row) throw new Error("insert returned no row");
    await publishChange(tx, {
      kind: "project",
      projectId: row.id,
      clientId: input.clientId,
      freelancerIds: input.freelancerId ? [input.freelancerId] : [],
    });
    return { ok: true as const, id: row.id };
  });
}

/** Spec 02 §4: choosing a freelancer sets in_progress; unassigning (null) sets pending. */
export async function assignFreelancer(db: Db, projectId: string, freelancerId: string | null): Promise<ManageResult> {
  if (freelancerId && !(await userWithRole(db, freelancerId, "freelancer")))
    return { ok: false, status: 400, reason: "the freelancer does not exist" };
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ clientId: projects.clientId, freelancerId: projects.assignedFreelancerId })
      .from(projects)
      .where(eq(projects.id, projectId))
      .limit(1);
    if (!before) return { ok: false as const, status: 404, reason: "the project does not exist" };
    await tx
      .update(projects)
      .set({ assignedFreelancerId: freelancerId, status: freelancerId ? "in_progress" : "pending" })
      .where(eq(projects.id, projectId));
    // The old freelancer's page drops the project, the new one's shows it.
    const freelancerIds = [before.freelancerId, freelancerId].filter((id): id is string => Boolean(id));
    await publishChange(tx, { kind: "project", projectId, clientId: before.clientId, freelancerIds });
    return { ok: true as const, id: projectId };
  });
}

/** The admin's status control: completed stamps completed_at (and 100%), any other status clears it. */
export async function setProjectStatus(db: Db, projectId: string, status: Status): Promise<ManageResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(projects)
      .set(status === "completed" ? { status, completedAt: new Date(), progress: 100 } : { status, completedAt: null })
      .where(eq(projects.id, projectId))
      .returning({ id: projects.id, clientId: projects.clientId, freelancerId: projects.assignedFreelancerId });
    if (!row) return { ok: false as const, status: 404, reason: "the project does not exist" };
    await publishChange(tx, {
      kind: "project",
      projectId,
      clientId: row.clientId,
      freelancerIds: row.freelancerId ? [row.freelancerId] : [],
    });
    return { ok: true as const, id: projectId };
  });
}

export type ReportInput = {
  projectId: string;
  pageViews: number | null;
  uniqueVisitors: number | null;
  bounceRate: number | null;
  avgSessionDuration: number | null;
  topPages: string[];
  notes: string | null;
};

/** Stores an analytics report (the spec's upload was faked); the project's client then sees it as charts. */
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
    await publishChange(tx, {
      kind: "project",
      projectId: input.projectId,
      clientId: project.clientId,
      freelancerIds: project.freelancerId ? [project.freelancerId] : [],
    });
    return { ok: true as const, id: row.id };
  });
}
