import { redirect } from "react-router";
import type { Db } from "~/lib/db.server";
import { fail, type Result } from "~/lib/result";
import { finishLogin } from "./consent.server";
import { META_MESSAGES } from "./messages";
import { type MetaEnv, metaSettings } from "./settings.server";

/** Facebook's return to `/dashboard/meta/callback`: on success, on to the project's choice of Page. */
export async function metaCallback(db: Db, env: MetaEnv, sessionId: string | null, url: URL): Promise<Result> {
  const settings = metaSettings(env);
  if (!settings) return fail("not-found", META_MESSAGES.notConfigured);
  if (!sessionId) return fail("invalid", META_MESSAGES.stateRefused);
  const q = url.searchParams;
  const query = {
    code: q.get("code") ?? undefined,
    state: q.get("state") ?? undefined,
    error: q.get("error") ?? undefined,
  };
  if ([query.code, query.state, query.error].some((v) => v !== undefined && v.length > 2000))
    return fail("invalid", META_MESSAGES.stateRefused);
  const done = await finishLogin(db, settings, sessionId, query);
  if (!done.ok) return done;
  throw redirect(`/dashboard/projects/${done.value.projectId}/meta`);
}
