import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { analyticsReports, projects, projectUpdates, users } from "#db/schema";
import { personName, personNameOrNull, type SessionUser } from "~/features/accounts/index.server";
import type { Db } from "~/lib/db.server";
import { isActive } from "./status";

const freelancer = alias(users, "freelancer");
const client = alias(users, "client");

export type ProjectRow = Awaited<ReturnType<typeof listProjectsFor>>[number];

/** Which projects a user may see (docs/product.md, Fli DESK portal): a client's own, a freelancer's assigned, all for an admin. */
function visibleTo(user: SessionUser): SQL | undefined {
  if (user.role === "client") return eq(projects.clientId, user.id);
  if (user.role === "freelancer") return eq(projects.assignedFreelancerId, user.id);
  return undefined;
}

/**
 * The ids of the projects a user may see, as a subquery for a page that lists their updates: it runs inside that
 * query, so the page makes one round trip to the database fewer.
 */
export function visibleProjectIds(db: Db, user: SessionUser) {
  return db.select({ id: projects.id }).from(projects).where(visibleTo(user));
}

/** Projects named by their ids, or by the subquery above. */
export type ProjectIds = string[] | ReturnType<typeof visibleProjectIds>;

/**
 * The projects a user may see, newest first; with `projectId`, that one only (none if the user may not see it or
 * the id is not a project's).
 */
export async function listProjectsFor(db: Db, user: SessionUser, projectId?: string) {
  const query = db
    .select({
      id: projects.id,
      title: projects.title,
      description: projects.description,
      status: projects.status,
      progress: projects.progress,
      deadline: projects.deadline,
      googleAnalyticsConnected: projects.googleAnalyticsConnected,
      createdAt: projects.createdAt,
      clientDeskId: client.flideskId,
      clientName: personName(client),
      freelancerDeskId: freelancer.flideskId,
      freelancerName: personNameOrNull(freelancer),
      assignedFreelancerId: projects.assignedFreelancerId,
      completedAt: projects.completedAt,
    })
    .from(projects)
    .innerJoin(client, eq(client.id, projects.clientId))
    .leftJoin(freelancer, eq(freelancer.id, projects.assignedFreelancerId))
    .orderBy(desc(projects.createdAt));
  if (projectId === undefined) return query.where(visibleTo(user));
  // A malformed id would be a database error on the uuid column: it names no project.
  if (!UUID.test(projectId)) return [];
  return query.where(and(visibleTo(user), eq(projects.id, projectId)));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** docs/product.md, Fli DESK portal: total, active, completed and success rate (completed / total, rounded percent). */
export function projectStats(list: { status: string }[]) {
  const total = list.length;
  const completed = list.filter((p) => p.status === "completed").length;
  const active = list.filter((p) => isActive(p.status)).length;
  return { total, active, completed, successRate: total === 0 ? 0 : Math.round((completed / total) * 100) };
}

/** Updates of the given projects, newest first, with the desk ID and name of who posted them. */
export async function listUpdates(db: Db, projectIds: ProjectIds) {
  if (Array.isArray(projectIds) && projectIds.length === 0) return [];
  const author = alias(users, "author");
  return db
    .select({
      id: projectUpdates.id,
      projectId: projectUpdates.projectId,
      progress: projectUpdates.progress,
      previousProgress: projectUpdates.previousProgress,
      notes: projectUpdates.notes,
      screenshots: projectUpdates.screenshots,
      createdAt: projectUpdates.createdAt,
      authorDeskId: author.flideskId,
      authorName: personName(author),
    })
    .from(projectUpdates)
    .innerJoin(author, eq(author.id, projectUpdates.updatedBy))
    .where(inArray(projectUpdates.projectId, projectIds))
    .orderBy(desc(projectUpdates.createdAt))
    .then((rows) =>
      rows.map(({ previousProgress, ...update }) => ({
        ...update,
        loweredFrom: previousProgress !== null && previousProgress > update.progress ? previousProgress : null,
      })),
    );
}

/** Stored analytics reports of the given projects, newest first. */
export async function listReports(db: Db, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  return db
    .select()
    .from(analyticsReports)
    .where(inArray(analyticsReports.projectId, projectIds))
    .orderBy(desc(analyticsReports.createdAt));
}
