import { eq } from "drizzle-orm";
import { metaConnections } from "#db/schema";
import type { Db } from "~/lib/db.server";
import { fail, ok, type Result } from "~/lib/result";
import { openToken, sealToken } from "../connection/token-crypto.server";
import { listPages, MetaError, revokePermissions } from "./client.server";
import { META_MESSAGES } from "./messages";
import type { MetaSettings } from "./settings.server";

export async function connectionOf(db: Db, projectId: string) {
  const [row] = await db.select().from(metaConnections).where(eq(metaConnections.projectId, projectId)).limit(1);
  return row ?? null;
}

/** Records a failure on the connection, in words, for the project page ("Last import failed: …"). */
export async function recordFailure(db: Db, projectId: string, reason: string, now = new Date()) {
  await db
    .update(metaConnections)
    .set({ lastError: reason, lastErrorAt: now })
    .where(eq(metaConnections.projectId, projectId));
}

/** Meta refused a token (error 190): the connection waits for a new login, and says so. */
export async function markReconnectNeeded(db: Db, projectId: string, now = new Date()) {
  await db
    .update(metaConnections)
    .set({ reconnectNeeded: true, lastError: META_MESSAGES.tokenRefused, lastErrorAt: now })
    .where(eq(metaConnections.projectId, projectId));
}

/** The Pages the stored login can read, for the choice after the login. A refused token marks the connection. */
export async function pageChoices(db: Db, settings: MetaSettings, projectId: string) {
  const row = await connectionOf(db, projectId);
  if (!row) throw new MetaError("failed", META_MESSAGES.notConnected, 0);
  try {
    return await listPages(settings, openToken(settings.key, row.userToken));
  } catch (error) {
    if (error instanceof MetaError && error.kind === "token") await markReconnectNeeded(db, projectId);
    throw error;
  }
}

/**
 * Saves the Page, checked against the login's own list; its token and Instagram account come from Meta's answer,
 * never from the form.
 */
export async function pickPage(db: Db, settings: MetaSettings, projectId: string, pageId: string): Promise<Result> {
  if (!(await connectionOf(db, projectId))) return fail("not-found", META_MESSAGES.notConnected);
  const page = (await pageChoices(db, settings, projectId)).find((p) => p.id === pageId);
  if (!page?.access_token) return fail("invalid", META_MESSAGES.notAChoice);
  await db
    .update(metaConnections)
    .set({
      pageId: page.id,
      pageName: page.name,
      pageToken: sealToken(settings.key, page.access_token),
      instagramId: page.instagram_business_account?.id ?? null,
      instagramUsername: page.instagram_business_account?.username ?? null,
      importedThrough: null,
    })
    .where(eq(metaConnections.projectId, projectId));
  return ok();
}

/**
 * Disconnect: the app's permissions are removed at Meta, then the tokens deleted. A token Meta no longer accepts
 * (190) cannot revoke anything and grants nothing: the tokens go. Meta out of reach keeps them, so the user can
 * try again rather than leave a live grant behind.
 */
export async function disconnect(db: Db, settings: MetaSettings, projectId: string): Promise<Result> {
  const row = await connectionOf(db, projectId);
  if (!row) return fail("not-found", META_MESSAGES.notConnected);
  try {
    await revokePermissions(settings, openToken(settings.key, row.userToken));
  } catch (error) {
    if (!(error instanceof MetaError)) throw error;
    if (error.kind !== "token") return fail("unavailable", `${META_MESSAGES.disconnectFailed} ${error.message}.`);
  }
  await db.delete(metaConnections).where(eq(metaConnections.projectId, projectId));
  return ok();
}
