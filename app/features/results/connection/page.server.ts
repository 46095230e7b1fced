import { redirect } from "react-router";
import { z } from "zod";
import type { Db } from "~/lib/db.server";
import { parseFormData } from "~/lib/parse.server";
import { fail, ok, type Result } from "~/lib/result";
import type { Role } from "~/lib/validation";
import { projectFor } from "../access.server";
import type { ConnectionProvider } from "./provider.server";

type Viewer = { id: string; role: Role };
type Asker = Viewer & { sessionId: string | null };

/** What a project's connection page shows: the project, and the provider's view once the provider is set up. */
export async function loadConnectionPage<Env, Settings, Page, Choice extends z.core.$ZodTypeDiscriminable>(
  db: Db,
  env: Env,
  viewer: Viewer,
  projectId: string,
  provider: ConnectionProvider<Env, Settings, Page, Choice>,
) {
  const project = await projectFor(db, viewer, projectId);
  if (!project) throw new Response("Not Found", { status: 404 });
  const settings = provider.settings(env);
  if (!settings) return { project, configured: false as const };
  return { project, configured: true as const, ...(await provider.page(db, settings, project.id)) };
}

const connect = z.object({ intent: z.literal("connect") });
const disconnect = z.object({ intent: z.literal("disconnect") });

/**
 * The page's forms, the same for each provider: start a login (a redirect to the provider, bound to this session),
 * save the account picked (the provider's `choice` form), or disconnect. A provider's error is said in words (503).
 */
export async function connectionAction<Env, Settings, Page, Choice extends z.core.$ZodTypeDiscriminable>(
  db: Db,
  env: Env,
  who: Asker,
  projectId: string,
  form: FormData,
  provider: ConnectionProvider<Env, Settings, Page, Choice>,
): Promise<Result<{ message: string }>> {
  const { texts } = provider;
  const project = await projectFor(db, who, projectId);
  if (!project) return fail("not-found", "Not Found");
  const settings = provider.settings(env);
  if (!settings) return fail("not-found", texts.notConfigured);
  const input = parseFormData(form, z.discriminatedUnion("intent", [connect, disconnect, provider.choice]));
  if (!input.ok) return input;
  const intent = (input.value as { intent: string }).intent;
  try {
    if (intent === "connect") {
      if (!who.sessionId) return fail("unauthorized", texts.stateRefused);
      throw redirect(await provider.start(db, settings, { userId: who.id, sessionId: who.sessionId, projectId }));
    }
    const done =
      intent === "disconnect"
        ? await provider.disconnect(db, settings, projectId)
        : await provider.save(db, settings, projectId, input.value as z.output<Choice>);
    if (!done.ok) return done;
    return ok({ message: intent === "disconnect" ? texts.disconnected : texts.saved });
  } catch (error) {
    if (error instanceof provider.failure) return fail("unavailable", `${texts.connectFailed} ${error.message}.`);
    throw error;
  }
}
