import { z } from "zod";
import type { SessionUser } from "~/features/accounts/index.server";
import { listProjectsFor, listUpdates } from "~/features/projects/index.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { fail, ok, type Result } from "~/lib/result";
import { type AssistantAnswer, askAssistant } from "./ai.server";
import { ASK_INTENT } from "./assistant";

/** The assistant box's form: a question about one of the user's projects. */
export const askSchema = z.object({
  intent: z.literal(ASK_INTENT),
  prompt: z
    .string({ error: "Please type a question first." })
    .trim()
    .min(1, "Please type a question first.")
    .max(2000, "Please keep your question under 2,000 characters."),
  // Any string: an id that is not one of the user's projects is answered 'Project not found' (404).
  projectId: z.string().optional(),
});

/** Asks about one project the user may see, with its updates as the assistant's context. */
export async function askAboutProject(
  context: { db: Db; env: Env },
  user: SessionUser,
  input: z.output<typeof askSchema>,
): Promise<Result<AssistantAnswer>> {
  const projects = await listProjectsFor(context.db, user);
  const project = projects.find((p) => p.id === input.projectId);
  if (!project) return fail("not-found", "Project not found");
  const updates = await listUpdates(context.db, [project.id]);
  return ok(await askAssistant(context.env, input.prompt, [project], () => updates));
}
