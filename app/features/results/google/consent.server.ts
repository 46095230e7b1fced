import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { googleConnections, googleOauthStates, projects } from "#db/schema";
import type { Db } from "~/lib/db.server";
import { fail, ok } from "~/lib/result";
import { finishReturn } from "../connection/callback.server";
import { putState, type Starter } from "../connection/oauth-state.server";
import type { ReturnQuery } from "../connection/provider.server";
import { sealToken } from "../connection/token-crypto.server";
import { RESULTS_MESSAGES } from "../messages";
import { authorizationUrl, exchangeCode, GoogleError } from "./client.server";
import type { GoogleSettings } from "./settings.server";

/**
 * Starts a consent: a random `state` bound to this session and project, and a PKCE verifier kept with it (it never
 * travels through the browser). Returns the address of Google's consent screen.
 */
export async function startConsent(db: Db, settings: GoogleSettings, who: Starter, now = new Date()) {
  const codeVerifier = randomBytes(48).toString("base64url");
  const challenge = createHash("sha256").update(codeVerifier).digest("base64url");
  const state = await putState(db, googleOauthStates, who, now, (row) =>
    db.insert(googleOauthStates).values({ ...row, codeVerifier }),
  );
  return authorizationUrl(settings, state, challenge);
}

/**
 * Google's return: once the shared checks pass (the state this session's, unused and fresh), the code is exchanged
 * with the PKCE verifier and the tokens are stored encrypted on the project.
 */
export async function finishConsent(
  db: Db,
  settings: GoogleSettings,
  sessionId: string,
  query: ReturnQuery,
  now = new Date(),
) {
  const texts = { ...RESULTS_MESSAGES, declined: RESULTS_MESSAGES.consentDeclined };
  return finishReturn(db, googleOauthStates, texts, GoogleError, { sessionId, query, now }, async (taken, code) => {
    const tokens = await exchangeCode(settings, code, taken.codeVerifier);
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
    return ok();
  });
}
