import { and, eq } from "drizzle-orm";
import { projects } from "#db/schema";
import type { Db } from "~/lib/db.server";
import type { Role } from "~/lib/validation";

type Viewer = { id: string; role: Role };

/**
 * The project, if the viewer may manage its connections: its client, its assigned freelancer, or an admin. Any
 * other project reads as absent, so an id tells nothing about projects one may not see.
 */
export async function projectFor(db: Db, viewer: Viewer, projectId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(projectId)) return null;
  const [project] = await db
    .select({
      id: projects.id,
      title: projects.title,
      clientId: projects.clientId,
      freelancerId: projects.assignedFreelancerId,
    })
    .from(projects)
    .where(and(eq(projects.id, projectId)))
    .limit(1);
  if (!project) return null;
  if (viewer.role === "admin") return project;
  if (viewer.role === "client" && project.clientId === viewer.id) return project;
  if (viewer.role === "freelancer" && project.freelancerId === viewer.id) return project;
  return null;
}
