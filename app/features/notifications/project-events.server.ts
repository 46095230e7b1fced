import { eq } from "drizzle-orm";
import { projects } from "#db/schema";
import type { Db } from "~/lib/db.server";
import type { PortalMessages } from "~/lib/portal-texts";
import { notify, type Words } from "./notify.server";

// Where each role finds a project: the client's Projects tab, the freelancer's assigned list.
const CLIENT_PROJECTS = "/dashboard/projects";
const FREELANCER_PROJECTS = "/dashboard#assigned";

type Actor = { actorId?: string | null };
const actor = ({ actorId }: Actor) => (actorId ? { actorId } : {});

async function projectOf(tx: Db, projectId: string) {
  const [row] = await tx
    .select({ title: projects.title, clientId: projects.clientId })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  return row ?? null;
}

/** A new project: its client, and its freelancer when one is assigned from the start. */
export async function notifyNewProject(
  tx: Db,
  event: Actor & { title: string; clientId: string; freelancerId?: string | null },
) {
  const title: Words = ({ m }) => m.notify_project_new({ title: event.title });
  await notify(tx, { kind: "project", userIds: [event.clientId], title, link: CLIENT_PROJECTS, ...actor(event) });
  if (event.freelancerId)
    await notify(tx, {
      kind: "project",
      userIds: [event.freelancerId],
      title,
      link: FREELANCER_PROJECTS,
      ...actor(event),
    });
}

type State = { status: string; assignedFreelancerId: string | null };

/**
 * An admin's change to a project: a new status tells its client and its freelancer; a newly assigned freelancer
 * hears of the assignment. `statusLabel` is the new status in the client's words ("In Development"), in the
 * reader's language: each is told in their own (the portal's badge, `statusText`).
 */
export async function notifyProjectChange(
  tx: Db,
  change: Actor & { projectId: string; before: State; after: State; statusLabel: (m: PortalMessages) => string },
) {
  const project = await projectOf(tx, change.projectId);
  if (!project) return;
  const { before, after } = change;
  const freelancer = after.assignedFreelancerId;
  if (freelancer && freelancer !== before.assignedFreelancerId) {
    const title: Words = ({ m }) => m.notify_project_assigned({ title: project.title });
    await notify(tx, { kind: "assignment", userIds: [freelancer], title, link: FREELANCER_PROJECTS, ...actor(change) });
  }
  if (before.status === after.status) return;
  const title: Words = ({ m }) => m.notify_project_status({ title: project.title, status: change.statusLabel(m) });
  await notify(tx, { kind: "status", userIds: [project.clientId], title, link: CLIENT_PROJECTS, ...actor(change) });
  if (freelancer)
    await notify(tx, { kind: "status", userIds: [freelancer], title, link: FREELANCER_PROJECTS, ...actor(change) });
}

/** A freelancer's progress update: the project's client (on the timeline) and every admin (on the projects). */
export async function notifyProgressUpdate(
  tx: Db,
  update: Actor & { projectId: string; progress: number; previous?: number; notes?: string | null },
) {
  const project = await projectOf(tx, update.projectId);
  if (!project) return;
  const notes = update.notes?.trim() ?? "";
  const { progress, previous } = update;
  // Taking progress back is allowed (a correction) and always said, with both figures.
  const title: Words = ({ m }) =>
    previous !== undefined && previous > progress
      ? m.notify_project_progress_back({ title: project.title, progress, previous })
      : m.notify_project_progress({ title: project.title, progress });
  const words = {
    kind: "update" as const,
    title,
    body: notes.length > 140 ? `${notes.slice(0, 139)}…` : notes,
    // A project's progress updates are one thread: a run of them is mailed at once at most every 10 minutes.
    thread: `progress:${update.projectId}`,
    ...actor(update),
  };
  await notify(tx, { ...words, userIds: [project.clientId], link: "/dashboard/timeline" });
  await notify(tx, { ...words, admins: true, link: "/dashboard/admin/projects" });
}
