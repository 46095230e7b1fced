import { z } from "zod";
import type { Db } from "~/lib/db.server";
import type { ConnectionProvider } from "../connection/provider.server";
import { MetaError } from "./client.server";
import { connectionOf, disconnect, pageChoices, pickPage } from "./connection.server";
import { finishLogin, startLogin } from "./consent.server";
import { META_MESSAGES } from "./messages";
import { type MetaEnv, type MetaSettings, metaSettings } from "./settings.server";

/** The connection as the browser sees it: names and states, never a token. */
function shown(row: NonNullable<Awaited<ReturnType<typeof connectionOf>>>) {
  return {
    pageId: row.pageId,
    pageName: row.pageName,
    instagramUsername: row.instagramUsername,
    importedThrough: row.importedThrough,
    reconnectNeeded: row.reconnectNeeded,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
  };
}

/** What the project's Meta page shows: the connection's state, and the Pages to pick from while none is. */
async function metaPage(db: Db, settings: MetaSettings, projectId: string) {
  const row = await connectionOf(db, projectId);
  let pages: { id: string; name: string; instagram: string | null }[] | null = null;
  let problem: string | null = null;
  if (row && !row.pageId && !row.reconnectNeeded) {
    try {
      pages = (await pageChoices(db, settings, projectId)).map((p) => ({
        id: p.id,
        name: p.name,
        instagram: p.instagram_business_account?.username ?? null,
      }));
      if (pages.length === 0) problem = META_MESSAGES.noPages;
    } catch (error) {
      if (!(error instanceof MetaError)) throw error;
      problem = error.kind === "token" ? META_MESSAGES.tokenRefused : error.message;
    }
  }
  // Listing the Pages may have just marked the connection "Reconnect needed": show it as it now is.
  const now = problem ? await connectionOf(db, projectId) : row;
  const connection = now && shown(now);
  return { connection, pages, problem };
}

/** For the project page: whether Meta is set up here, and the connection's state (null when not set up). */
export async function metaSummary(db: Db, env: MetaEnv, projectId: string) {
  if (!metaSettings(env)) return null;
  const row = await connectionOf(db, projectId);
  return { connection: row && shown(row) };
}

const choice = z.object({
  intent: z.literal("pick"),
  pageId: z.string({ error: META_MESSAGES.notAChoice }).trim().min(1, META_MESSAGES.notAChoice).max(100),
});

/** Meta as the shared connection flow sees it (decision 45): Facebook Login, then a Page to pick. */
export const metaConnection: ConnectionProvider<
  MetaEnv,
  MetaSettings,
  Awaited<ReturnType<typeof metaPage>>,
  typeof choice
> = {
  name: "meta",
  texts: { ...META_MESSAGES, declined: META_MESSAGES.loginDenied, saved: META_MESSAGES.picked },
  failure: MetaError,
  settings: metaSettings,
  choice,
  start: startLogin,
  finish: finishLogin,
  page: metaPage,
  save: (db, settings, projectId, picked) => pickPage(db, settings, projectId, picked.pageId),
  disconnect,
};
