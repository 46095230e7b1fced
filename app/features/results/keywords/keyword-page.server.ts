import { and, asc, eq } from "drizzle-orm";
import { projects, users } from "#db/schema";
import { personName } from "~/features/accounts/index.server";
import type { Db } from "~/lib/db.server";
import type { Role } from "~/lib/validation";
import { projectFor } from "../access.server";
import { keywordFor } from "./keyword-access.server";
import { keywordHistory, keywordRankings } from "./rankings.server";

type Viewer = { id: string; role: Role };

/**
 * The project through which staff keep its client's keywords: one the viewer is the freelancer of, or any for an
 * admin. Anything else reads as absent (404), as the project page does.
 */
export async function keywordProject(db: Db, viewer: Viewer, projectId: string) {
  const project = viewer.role === "client" ? null : await projectFor(db, viewer, projectId);
  if (!project) throw new Response("Not Found", { status: 404 });
  return project;
}

/** The staff's keyword page: the project, its client's name, their plan, keywords and rankings. */
export async function loadKeywordPage(db: Db, viewer: Viewer, projectId: string, now = new Date()) {
  const project = await keywordProject(db, viewer, projectId);
  const [[client], rankings] = await Promise.all([
    db
      .select({ name: personName(users) })
      .from(users)
      .where(eq(users.id, project.clientId)),
    keywordRankings(db, project.clientId, now),
  ]);
  return { project: { id: project.id, title: project.title }, clientName: client?.name ?? "", ...rankings };
}

/** A keyword's history page, for whoever may see its client's keywords; any other keyword is a 404. */
export async function loadKeywordHistory(db: Db, viewer: Viewer, keywordId: string, now = new Date()) {
  const keyword = await keywordFor(db, viewer, keywordId);
  if (!keyword) throw new Response("Not Found", { status: 404 });
  const [history, back] = await Promise.all([
    keywordHistory(db, keyword, now),
    staffProject(db, viewer, keyword.clientId),
  ]);
  return { keyword: { id: keyword.id, text: keyword.text, clientName: keyword.clientName }, back, ...history };
}

/** Where staff go back to from a history page: the keyword page of a project of the client they look after. */
async function staffProject(db: Db, viewer: Viewer, clientId: string) {
  if (viewer.role === "client") return null;
  const mine = viewer.role === "freelancer" ? eq(projects.assignedFreelancerId, viewer.id) : undefined;
  const [project] = await db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(and(eq(projects.clientId, clientId), mine))
    .orderBy(asc(projects.createdAt))
    .limit(1);
  return project ?? null;
}
