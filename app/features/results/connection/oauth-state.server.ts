import { randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { googleOauthStates, metaOauthStates } from "#db/schema";
import type { Db } from "~/lib/db.server";

// Long enough to pick an account on the provider's screens, short enough that a leaked link is soon worthless.
export const STATE_TTL_MS = 10 * 60 * 1000;

/** Each provider keeps its pending logins in a table of its own; both have these columns (Google adds PKCE's). */
type StateTable = typeof googleOauthStates | typeof metaOauthStates;

/** Who starts a connection: the `state` is bound to this session and project. */
export type Starter = { userId: string; sessionId: string; projectId: string };

/** The columns every provider's state row has. */
export type StateRow = { state: string; sessionHash: string; projectId: string; userId: string; expiresAt: Date };

/**
 * A new `state` (32 random bytes) for the provider's redirect, bound to the session, the project and the user, and
 * good for STATE_TTL_MS. Expired ones are swept on the way. `insert` writes the row into the provider's table with
 * what that provider keeps besides (Google's PKCE verifier): Drizzle cannot type an insert into either table.
 */
export async function putState(
  db: Db,
  table: StateTable,
  who: Starter,
  now: Date,
  insert: (row: StateRow) => PromiseLike<unknown>,
) {
  await db.delete(table).where(lt(table.expiresAt, now));
  const row = {
    state: randomBytes(32).toString("base64url"),
    sessionHash: who.sessionId,
    projectId: who.projectId,
    userId: who.userId,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  };
  await insert(row);
  return row.state;
}

/**
 * Takes the state once: deleted as it is read, so a second use finds nothing; another session's or an expired one
 * answers null.
 */
export async function takeState<T extends StateTable>(
  db: Db,
  table: T,
  state: string,
  sessionId: string,
  now: Date,
): Promise<T["$inferSelect"] | null> {
  const [row] = await db
    .delete(table)
    .where(and(eq(table.state, state), gt(table.expiresAt, now)))
    .returning();
  return row && row.sessionHash === sessionId ? row : null;
}
