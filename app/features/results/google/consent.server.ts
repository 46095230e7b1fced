import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { googleConnections, googleOauthStates, projects } from "#db/schema";
import type { Db } from "~/lib/db.server";
import { fail, ok, type Result } from "~/lib/result";
import { RESULTS_MESSAGES } from "../messages";
import { authorizationUrl, exchangeCode, GoogleError } from "./client.server";
import type { GoogleSettings } from "./settings.server";
import { sealToken } from "./token-crypto.server";

// Long enough to pick an account on Google's screen, short enough that a leaked link is soon worthless.
export const STATE_TTL_MS = 10 * 60 * 1000;

type Starter = { userId: string; sessionId: string; projectId: string };

/**
 * Starts a consent: a random `state` bound to this session and project, and a PKCE verifier kept here. Returns
 * the address of Google's consent screen.
 */
export async function startConsent(db: Db, settings: GoogleSettings, who: Starter, now = new Date()) {
  const state = randomBytes(32).toString("base64url");
  const codeVerifier = randomBytes(48).toString("base64url");
  const challenge = createHash("sha256").update(codeVerifier).digest("base64url");
  await db.delete(googleOauthStates).where(lt(googleOauthStates.expiresAt, now));
  await db.insert(googleOauthStates).values({
    state,
    sessionHash: who.sessionId,
    projectId: who.projectId,
    userId: who.userId,
    codeVerifier,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return authorizationUrl(settings, state, challenge);
}

/** Takes the state once: deleted as it is read, so a second use finds nothing. */
async function takeState(db: Db, state: string, sessionId: string, now: Date) {
  const [row] = await db
    .delete(googleOauthStates)
    .where(and(eq(googleOauthStates.state, state), gt(googleOauthStates.expiresAt, now)))
    .returning();
  return row && row.sessionHash === sessionId ? row : null;
}

export type Callback = { code?: string; state?: string; error?: string };

/**
 * Google's return: the state must be one this session started, unused and fresh; the code is then exchanged
 * (with the PKCE verifier) and the tokens are stored encrypted on the project.
 */
export async function finishConsent(
  db: Db,
  settings: GoogleSettings,
  sessionId: string,
  query: Callback,
  now = new Date(),
): Promise<Result<{ projectId: string }>> {
  const taken = query.state ? await takeState(db, query.state, sessionId, now) : null;
  if (!taken) return fail("invalid", RESULTS_MESSAGES.stateRefused);
  if (query.error || !query.code) return fail("invalid", RESULTS_MESSAGES.consentDeclined);
  try {
    const tokens = await exchangeCode(settings, query.code, taken.codeVerifier);
    if (!tokens.refresh_token) return fail("invalid", RESULTS_MESSAGES.noRefreshToken);
    const stored = {
      accessToken: sealToken(settings.key, tokens.access_token),
      refreshToken: sealToken(settings.key, tokens.refresh_token),
      expiresAt: new Date(now.getTime() + tokens.expires_in * 1000),
      scope: tokens.scope,
      connectedBy: taken.userId,
      lastError: null,
      lastErrorAt: null,
      retryAfter: null,
    };
    await db.transaction(async (tx) => {
      await tx
        .insert(googleConnections)
        .values({ projectId: taken.projectId, ...stored })
        .onConflictDoUpdate({ target: googleConnections.projectId, set: stored });
      await tx.update(projects).set({ googleAnalyticsConnected: true }).where(eq(projects.id, taken.projectId));
    });
    return ok({ projectId: taken.projectId });
  } catch (error) {
    if (error instanceof GoogleError) return fail("unavailable", `${RESULTS_MESSAGES.connectFailed} ${error.message}.`);
    throw error;
  }
}
