import { eq } from "drizzle-orm";
import { googleConnections, projects } from "#db/schema";
import type { Db } from "~/lib/db.server";
import { fail, ok, type Result } from "~/lib/result";
import { openToken, sealToken } from "../connection/token-crypto.server";
import { RESULTS_MESSAGES } from "../messages";
import { GoogleError, listProperties, listSites, refreshAccess, revokeToken } from "./client.server";
import type { GoogleSettings } from "./settings.server";

// An access token lives an hour; one with less than this left is renewed first, so no call starts on a token
// about to lapse.
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;

export async function connectionOf(db: Db, projectId: string) {
  const [row] = await db.select().from(googleConnections).where(eq(googleConnections.projectId, projectId)).limit(1);
  return row ?? null;
}

/** Records a failure on the connection, in words, for the project page ("Last import failed: …"). */
export async function recordFailure(db: Db, projectId: string, reason: string, now = new Date()) {
  await db
    .update(googleConnections)
    .set({ lastError: reason, lastErrorAt: now })
    .where(eq(googleConnections.projectId, projectId));
}

/**
 * A usable access token for the project: the stored one, or a new one from the refresh token when it is about
 * to expire (`force`: Google has just refused it). A refused grant is recorded on the connection and thrown.
 */
export async function accessToken(
  db: Db,
  settings: GoogleSettings,
  projectId: string,
  now = new Date(),
  force = false,
) {
  const row = await connectionOf(db, projectId);
  if (!row) throw new GoogleError("failed", RESULTS_MESSAGES.notConnected, 0);
  if (!force && row.expiresAt.getTime() - now.getTime() > REFRESH_MARGIN_MS)
    return openToken(settings.key, row.accessToken);
  try {
    const fresh = await refreshAccess(settings, openToken(settings.key, row.refreshToken));
    await db
      .update(googleConnections)
      .set({
        accessToken: sealToken(settings.key, fresh.access_token),
        expiresAt: new Date(now.getTime() + fresh.expires_in * 1000),
        // Google sends a new refresh token only sometimes; the old one stays valid otherwise.
        ...(fresh.refresh_token ? { refreshToken: sealToken(settings.key, fresh.refresh_token) } : {}),
      })
      .where(eq(googleConnections.projectId, projectId));
    return fresh.access_token;
  } catch (error) {
    if (error instanceof GoogleError && error.kind === "invalid-grant")
      await recordFailure(db, projectId, RESULTS_MESSAGES.grantRevoked, now);
    throw error;
  }
}

/** What the connection can read, for the choice after consent. */
export async function choices(db: Db, settings: GoogleSettings, projectId: string) {
  const token = await accessToken(db, settings, projectId);
  const [properties, sites] = await Promise.all([listProperties(settings, token), listSites(settings, token)]);
  return { properties, sites };
}

/** Saves the property and the site, each checked against what the grant can read (never taken on trust). */
export async function choose(
  db: Db,
  settings: GoogleSettings,
  projectId: string,
  picked: { propertyId: string; siteUrl: string },
): Promise<Result> {
  const row = await connectionOf(db, projectId);
  if (!row) return fail("not-found", RESULTS_MESSAGES.notConnected);
  const { properties, sites } = await choices(db, settings, projectId);
  if (!properties.some((p) => p.id === picked.propertyId) || !sites.includes(picked.siteUrl))
    return fail("invalid", RESULTS_MESSAGES.notAChoice);
  await db
    .update(googleConnections)
    .set({
      propertyId: picked.propertyId,
      siteUrl: picked.siteUrl,
      // Another property or site has none of the days imported: its import starts again from 90 days back.
      ...(row.propertyId !== picked.propertyId || row.siteUrl !== picked.siteUrl ? { importedThrough: null } : {}),
    })
    .where(eq(googleConnections.projectId, projectId));
  return ok();
}

/**
 * Disconnect: the grant is revoked at Google, then the tokens are deleted. A grant Google no longer knows is as
 * good as revoked; Google out of reach keeps the tokens, so the user can try again instead of leaving a live grant.
 */
export async function disconnect(db: Db, settings: GoogleSettings, projectId: string): Promise<Result> {
  const row = await connectionOf(db, projectId);
  if (!row) return fail("not-found", RESULTS_MESSAGES.notConnected);
  try {
    await revokeToken(settings, openToken(settings.key, row.refreshToken));
  } catch (error) {
    if (error instanceof GoogleError)
      return fail("unavailable", `${RESULTS_MESSAGES.disconnectFailed} ${error.message}.`);
    throw error;
  }
  await db.transaction(async (tx) => {
    await tx.delete(googleConnections).where(eq(googleConnections.projectId, projectId));
    await tx.update(projects).set({ googleAnalyticsConnected: false }).where(eq(projects.id, projectId));
  });
  return ok();
}
