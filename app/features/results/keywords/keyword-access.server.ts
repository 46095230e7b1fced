import { and, eq, sql } from "drizzle-orm";
import { projects, trackedKeywords, users } from "#db/schema";
import { personName } from "~/features/accounts/index.server";
import type { Db } from "~/lib/db.server";
import type { Role } from "~/lib/validation";

type Viewer = { id: string; role: Role };

/**
 * Whether the viewer may see a client's keywords: the client, an admin, or a freelancer assigned to any of the
 * client's projects. Anyone else is told nothing (the callers answer 404).
 */
export async function maySeeClient(db: Db, viewer: Viewer, clientId: string) {
  if (viewer.role === "admin") return true;
  if (viewer.role === "client") return viewer.id === clientId;
  const [assigned] = await db
    .select({ one: sql`1` })
    .from(projects)
    .where(and(eq(projects.clientId, clientId), eq(projects.assignedFreelancerId, viewer.id)))
    .limit(1);
  return Boolean(assigned);
}

/** A tracked keyword with its client's name, if the viewer may see that client's keywords; else null. */
export async function keywordFor(db: Db, viewer: Viewer, keywordId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(keywordId)) return null;
  const [keyword] = await db
    .select({
      id: trackedKeywords.id,
      clientId: trackedKeywords.clientId,
      text: trackedKeywords.text,
      normalized: trackedKeywords.normalized,
      clientName: personName(users),
    })
    .from(trackedKeywords)
    .innerJoin(users, eq(users.id, trackedKeywords.clientId))
    .where(eq(trackedKeywords.id, keywordId))
    .limit(1);
  if (!keyword || !(await maySeeClient(db, viewer, keyword.clientId))) return null;
  return keyword;
}
