import { randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { metaConnections, metaOauthStates } from "#db/schema";
import type { Db } from "~/lib/db.server";
import { fail, ok, type Result } from "~/lib/result";
import { sealToken } from "../google/token-crypto.server";
import { dialogUrl, MetaError, userTokenFor } from "./client.server";
import { META_MESSAGES } from "./messages";
import type { MetaSettings } from "./settings.server";

// Long enough to pick the Pages on Facebook's screens, short enough that a leaked link is soon worthless.
export const STATE_TTL_MS = 10 * 60 * 1000;

type Starter = { userId: string; sessionId: string; projectId: string };

/** Starts a login: a random `state` bound to this session and project. Returns the address of Facebook's dialog. */
export async function startLogin(db: Db, settings: MetaSettings, who: Starter, now = new Date()) {
  const state = randomBytes(32).toString("base64url");
  await db.delete(metaOauthStates).where(lt(metaOauthStates.expiresAt, now));
  await db.insert(metaOauthStates).values({
    state,
    sessionHash: who.sessionId,
    projectId: who.projectId,
    userId: who.userId,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return dialogUrl(settings, state);
}

/** Takes the state once: deleted as it is read, so a second use finds nothing. */
async function takeState(db: Db, state: string, sessionId: string, now: Date) {
  const [row] = await db
    .delete(metaOauthStates)
    .where(and(eq(metaOauthStates.state, state), gt(metaOauthStates.expiresAt, now)))
    .returning();
  return row && row.sessionHash === sessionId ? row : null;
}

export type LoginReturn = { code?: string; state?: string; error?: string };

/**
 * Facebook's return: the state must be one this session started, unused and fresh; a denied login is said in
 * words. The code becomes a long-lived user token, stored encrypted; the Page is picked next. Connecting again
 * replaces the earlier connection (its Page and cursor too: the new login may not reach the same Page).
 */
export async function finishLogin(
  db: Db,
  settings: MetaSettings,
  sessionId: string,
  query: LoginReturn,
  now = new Date(),
): Promise<Result<{ projectId: string }>> {
  const taken = query.state ? await takeState(db, query.state, sessionId, now) : null;
  if (!taken) return fail("invalid", META_MESSAGES.stateRefused);
  if (query.error || !query.code) return fail("invalid", META_MESSAGES.loginDenied);
  try {
    const token = await userTokenFor(settings, query.code);
    const stored = {
      userToken: sealToken(settings.key, token.access_token),
      userTokenExpiresAt: token.expires_in ? new Date(now.getTime() + token.expires_in * 1000) : null,
      connectedBy: taken.userId,
      pageId: null,
      pageName: null,
      pageToken: null,
      instagramId: null,
      instagramUsername: null,
      importedThrough: null,
      reconnectNeeded: false,
      retryAfter: null,
      lastError: null,
      lastErrorAt: null,
    };
    await db
      .insert(metaConnections)
      .values({ projectId: taken.projectId, ...stored })
      .onConflictDoUpdate({ target: metaConnections.projectId, set: stored });
    return ok({ projectId: taken.projectId });
  } catch (error) {
    if (error instanceof MetaError) return fail("unavailable", `${META_MESSAGES.connectFailed} ${error.message}.`);
    throw error;
  }
}
