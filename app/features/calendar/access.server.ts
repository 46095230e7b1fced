import { and, asc, eq, exists, type SQL, sql } from "drizzle-orm";
import { posts, projects, users } from "#db/schema";
import { personName, type SessionUser } from "~/features/accounts/index.server";
import type { Db } from "~/lib/db.server";
import { UUID_PATTERN } from "~/lib/validation";

/**
 * Who may see a client's calendar: the client, an admin, and a freelancer who works on one of the client's projects
 * (the way projects assign freelancers to clients). As a condition on a client's id column.
 */
export function calendarVisibleTo(user: Pick<SessionUser, "id" | "role">, clientId: SQL | typeof posts.clientId) {
  if (user.role === "admin") return undefined;
  if (user.role === "client") return sql`${clientId} = ${user.id}`;
  return exists(
    sql`(select 1 from ${projects} where ${projects.clientId} = ${clientId} and ${projects.assignedFreelancerId} = ${user.id})`,
  );
}

export type CalendarClient = { id: string; flideskId: string; name: string };

const clientColumns = { id: users.id, flideskId: users.flideskId, name: personName(users) };

/** The clients whose calendars the user may open, by name: the picker of admins and freelancers. */
export async function calendarClients(db: Db, user: SessionUser): Promise<CalendarClient[]> {
  return db
    .select(clientColumns)
    .from(users)
    .where(and(eq(users.role, "client"), calendarVisibleTo(user, sql`${users.id}`)))
    .orderBy(asc(users.flideskId));
}

/**
 * The calendar's client: a client's own; for admins and freelancers the one `deskId` names, when they may see it.
 * An unknown desk ID and another's client are alike null, so nobody learns which desk IDs exist.
 */
export async function calendarClient(db: Db, user: SessionUser, deskId: string | null): Promise<CalendarClient | null> {
  const where =
    user.role === "client" ? eq(users.id, user.id) : deskId ? eq(users.flideskId, deskId.toUpperCase()) : undefined;
  if (!where) return null;
  const [row] = await db
    .select(clientColumns)
    .from(users)
    .where(and(where, eq(users.role, "client"), calendarVisibleTo(user, sql`${users.id}`)))
    .limit(1);
  return row ?? null;
}

/** A post the user may see, or null (a malformed id, an unknown one and another client's alike). */
export async function visiblePost(db: Db, user: SessionUser, postId: string) {
  if (!UUID_PATTERN.test(postId)) return null;
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), calendarVisibleTo(user, posts.clientId)))
    .limit(1);
  return row ?? null;
}

/** The freelancers who work for the client (on one of their projects): who may be a post's writer. */
export async function writersOf(db: Db, clientId: string) {
  return db
    .selectDistinct({ id: users.id, name: personName(users) })
    .from(users)
    .innerJoin(projects, eq(projects.assignedFreelancerId, users.id))
    .where(and(eq(projects.clientId, clientId), eq(users.role, "freelancer")));
}
