import { metaConnections, metaOauthStates } from "#db/schema";
import type { Db } from "~/lib/db.server";
import { ok } from "~/lib/result";
import { finishReturn } from "../connection/callback.server";
import { putState, type Starter } from "../connection/oauth-state.server";
import type { ReturnQuery } from "../connection/provider.server";
import { sealToken } from "../connection/token-crypto.server";
import { dialogUrl, MetaError, userTokenFor } from "./client.server";
import { META_MESSAGES } from "./messages";
import type { MetaSettings } from "./settings.server";

/** Starts a login: a random `state` bound to this session and project. Returns the address of Facebook's dialog. */
export async function startLogin(db: Db, settings: MetaSettings, who: Starter, now = new Date()) {
  const state = await putState(db, metaOauthStates, who, now, (row) => db.insert(metaOauthStates).values(row));
  return dialogUrl(settings, state);
}

/**
 * Facebook's return: once the shared checks pass, the code becomes a long-lived user token, stored encrypted; the
 * Page is picked next. Connecting again replaces the earlier connection (its Page and cursor too: the new login may
 * not reach the same Page).
 */
export async function finishLogin(
  db: Db,
  settings: MetaSettings,
  sessionId: string,
  query: ReturnQuery,
  now = new Date(),
) {
  const texts = { ...META_MESSAGES, declined: META_MESSAGES.loginDenied };
  return finishReturn(db, metaOauthStates, texts, MetaError, { sessionId, query, now }, async (taken, code) => {
    const token = await userTokenFor(settings, code);
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
    return ok();
  });
}
