import { redirect } from "react-router";
import type { Db } from "~/lib/db.server";
import { fail, type Result } from "~/lib/result";
import { RESULTS_MESSAGES } from "../messages";
import { finishConsent } from "./consent.server";
import { type GoogleEnv, googleSettings } from "./settings.server";

/** Google's return to `/dashboard/google/callback`: on success, on to the project's choice of property and site. */
export async function googleCallback(db: Db, env: GoogleEnv, sessionId: string | null, url: URL): Promise<Result> {
  const settings = googleSettings(env);
  if (!settings) return fail("not-found", RESULTS_MESSAGES.notConfigured);
  if (!sessionId) return fail("invalid", RESULTS_MESSAGES.stateRefused);
  const q = url.searchParams;
  const query = {
    code: q.get("code") ?? undefined,
    state: q.get("state") ?? undefined,
    error: q.get("error") ?? undefined,
  };
  if ([query.code, query.state, query.error].some((v) => v !== undefined && v.length > 2000))
    return fail("invalid", RESULTS_MESSAGES.stateRefused);
  const done = await finishConsent(db, settings, sessionId, query);
  if (!done.ok) return done;
  throw redirect(`/dashboard/projects/${done.value.projectId}/google`);
}
