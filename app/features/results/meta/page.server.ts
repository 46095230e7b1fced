import { redirect } from "react-router";
import { z } from "zod";
import type { Db } from "~/lib/db.server";
import { parseFormData } from "~/lib/parse.server";
import { fail, ok, type Result } from "~/lib/result";
import type { Role } from "~/lib/validation";
import { projectFor } from "../access.server";
import { MetaError } from "./client.server";
import { connectionOf, disconnect, pageChoices, pickPage } from "./connection.server";
import { startLogin } from "./consent.server";
import { META_MESSAGES } from "./messages";
import { type MetaEnv, metaSettings } from "./settings.server";

type Viewer = { id: string; role: Role };

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
export async function loadMetaPage(db: Db, env: MetaEnv, viewer: Viewer, projectId: string) {
  const project = await projectFor(db, viewer, projectId);
  if (!project) throw new Response("Not Found", { status: 404 });
  const settings = metaSettings(env);
  if (!settings) return { project, configured: false as const };
  const row = await connectionOf(db, project.id);
  let pages: { id: string; name: string; instagram: string | null }[] | null = null;
  let problem: string | null = null;
  if (row && !row.pageId && !row.reconnectNeeded) {
    try {
      pages = (await pageChoices(db, settings, project.id)).map((p) => ({
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
  const now = problem ? await connectionOf(db, project.id) : row;
  const connection = now && shown(now);
  return { project, configured: true as const, connection, pages, problem };
}

/** For the project page: whether Meta is set up here, and the connection's state (null when not set up). */
export async function metaSummary(db: Db, env: MetaEnv, projectId: string) {
  if (!metaSettings(env)) return null;
  const row = await connectionOf(db, projectId);
  return { connection: row && shown(row) };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("connect") }),
  z.object({ intent: z.literal("disconnect") }),
  z.object({
    intent: z.literal("pick"),
    pageId: z.string({ error: META_MESSAGES.notAChoice }).trim().min(1, META_MESSAGES.notAChoice).max(100),
  }),
]);

type Asker = Viewer & { sessionId: string | null };

/** The page's forms: start a login (a redirect to Facebook), pick the Page, or disconnect. */
export async function metaAction(
  db: Db,
  env: MetaEnv,
  who: Asker,
  projectId: string,
  form: FormData,
): Promise<Result<{ message: string }>> {
  const project = await projectFor(db, who, projectId);
  if (!project) return fail("not-found", "Not Found");
  const settings = metaSettings(env);
  if (!settings) return fail("not-found", META_MESSAGES.notConfigured);
  const input = parseFormData(form, actionSchema);
  if (!input.ok) return input;
  try {
    if (input.value.intent === "connect") {
      if (!who.sessionId) return fail("unauthorized", META_MESSAGES.stateRefused);
      throw redirect(await startLogin(db, settings, { userId: who.id, sessionId: who.sessionId, projectId }));
    }
    const done =
      input.value.intent === "pick"
        ? await pickPage(db, settings, projectId, input.value.pageId)
        : await disconnect(db, settings, projectId);
    if (!done.ok) return done;
    return ok({ message: input.value.intent === "pick" ? META_MESSAGES.picked : META_MESSAGES.disconnected });
  } catch (error) {
    if (error instanceof MetaError) return fail("unavailable", `${META_MESSAGES.connectFailed} ${error.message}.`);
    throw error;
  }
}
