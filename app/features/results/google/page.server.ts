import { redirect } from "react-router";
import { z } from "zod";
import type { Db } from "~/lib/db.server";
import { parseFormData } from "~/lib/parse.server";
import { fail, ok, type Result } from "~/lib/result";
import type { Role } from "~/lib/validation";
import { projectFor } from "../access.server";
import { RESULTS_MESSAGES } from "../messages";
import { GoogleError } from "./client.server";
import { choices, choose, connectionOf, disconnect } from "./connection.server";
import { startConsent } from "./consent.server";
import { type GoogleEnv, googleSettings } from "./settings.server";

type Viewer = { id: string; role: Role };

/** What the project's Google page shows: the connection's state, and the choices while none is made. */
export async function loadGooglePage(db: Db, env: GoogleEnv, viewer: Viewer, projectId: string) {
  const project = await projectFor(db, viewer, projectId);
  if (!project) throw new Response("Not Found", { status: 404 });
  const settings = googleSettings(env);
  if (!settings) return { project, configured: false as const };
  const row = await connectionOf(db, project.id);
  const connection = row && {
    propertyId: row.propertyId,
    siteUrl: row.siteUrl,
    importedThrough: row.importedThrough,
    lastImportAt: row.lastImportAt?.toISOString() ?? null,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
  };
  let options: Awaited<ReturnType<typeof choices>> | null = null;
  let problem: string | null = null;
  if (row && (!row.propertyId || !row.siteUrl)) {
    try {
      options = await choices(db, settings, project.id);
    } catch (error) {
      if (!(error instanceof GoogleError)) throw error;
      problem = error.message;
    }
  }
  return { project, configured: true as const, connection, options, problem };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("connect") }),
  z.object({ intent: z.literal("disconnect") }),
  z.object({
    intent: z.literal("choose"),
    propertyId: z.string({ error: RESULTS_MESSAGES.notAChoice }).trim().min(1, RESULTS_MESSAGES.notAChoice).max(200),
    siteUrl: z.string({ error: RESULTS_MESSAGES.notAChoice }).trim().min(1, RESULTS_MESSAGES.notAChoice).max(500),
  }),
]);

type Asker = Viewer & { sessionId: string | null };

/** The page's forms: start a consent (a redirect to Google), choose the property and site, or disconnect. */
export async function googleAction(
  db: Db,
  env: GoogleEnv,
  who: Asker,
  projectId: string,
  form: FormData,
): Promise<Result<{ message: string }>> {
  const project = await projectFor(db, who, projectId);
  if (!project) return fail("not-found", "Not Found");
  const settings = googleSettings(env);
  if (!settings) return fail("not-found", RESULTS_MESSAGES.notConfigured);
  const input = parseFormData(form, actionSchema);
  if (!input.ok) return input;
  try {
    if (input.value.intent === "connect") {
      if (!who.sessionId) return fail("unauthorized", RESULTS_MESSAGES.stateRefused);
      throw redirect(await startConsent(db, settings, { userId: who.id, sessionId: who.sessionId, projectId }));
    }
    const done =
      input.value.intent === "choose"
        ? await choose(db, settings, projectId, input.value)
        : await disconnect(db, settings, projectId);
    if (!done.ok) return done;
    return ok({ message: input.value.intent === "choose" ? RESULTS_MESSAGES.chosen : RESULTS_MESSAGES.disconnected });
  } catch (error) {
    if (error instanceof GoogleError) return fail("unavailable", `${RESULTS_MESSAGES.connectFailed} ${error.message}.`);
    throw error;
  }
}
