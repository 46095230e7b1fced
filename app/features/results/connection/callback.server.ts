import { redirect } from "react-router";
import type { googleOauthStates, metaOauthStates } from "#db/schema";
import type { Db } from "~/lib/db.server";
import { fail, ok, type Result } from "~/lib/result";
import { takeState } from "./oauth-state.server";
import type { ConnectionProvider, ConnectionTexts, ReturnQuery } from "./provider.server";

// No provider sends a code or a state this long; a longer one is refused before anything is looked up.
const MAX_PARAM = 2000;

/**
 * A provider's return to `/dashboard/<provider>/callback`, checked the same for each: the provider set up, a
 * session, parameters of a sane length, then the provider's `finish`. On success, on to the project's choice of
 * account.
 */
export async function connectionCallback<Env, Settings>(
  db: Db,
  env: Env,
  provider: Pick<ConnectionProvider<Env, Settings, unknown, never>, "name" | "texts" | "settings" | "finish">,
  sessionId: string | null,
  url: URL,
): Promise<Result> {
  const settings = provider.settings(env);
  if (!settings) return fail("not-found", provider.texts.notConfigured);
  if (!sessionId) return fail("invalid", provider.texts.stateRefused);
  const q = url.searchParams;
  const query = {
    code: q.get("code") ?? undefined,
    state: q.get("state") ?? undefined,
    error: q.get("error") ?? undefined,
  };
  if ([query.code, query.state, query.error].some((v) => v !== undefined && v.length > MAX_PARAM))
    return fail("invalid", provider.texts.stateRefused);
  const done = await provider.finish(db, settings, sessionId, query);
  if (!done.ok) return done;
  throw redirect(`/dashboard/projects/${done.value.projectId}/${provider.name}`);
}

type StateTable = typeof googleOauthStates | typeof metaOauthStates;

/**
 * The return's state must be one this session started, unused and fresh; a declined login is said in words. `store`
 * then turns the code into tokens and keeps them; an error of the provider's client is said in its words (503).
 */
export async function finishReturn<T extends StateTable>(
  db: Db,
  table: T,
  texts: Pick<ConnectionTexts, "stateRefused" | "declined" | "connectFailed">,
  failure: abstract new (...args: never[]) => Error,
  at: { sessionId: string; query: ReturnQuery; now: Date },
  store: (taken: T["$inferSelect"], code: string) => Promise<Result>,
): Promise<Result<{ projectId: string }>> {
  const { query } = at;
  const taken = query.state ? await takeState(db, table, query.state, at.sessionId, at.now) : null;
  if (!taken) return fail("invalid", texts.stateRefused);
  if (query.error || !query.code) return fail("invalid", texts.declined);
  try {
    const stored = await store(taken, query.code);
    return stored.ok ? ok({ projectId: taken.projectId }) : stored;
  } catch (error) {
    if (error instanceof failure) return fail("unavailable", `${texts.connectFailed} ${error.message}.`);
    throw error;
  }
}
