import { z } from "zod";
import type { SessionUser } from "~/features/accounts/index.server";
import { listProjectsFor, listReports, listUpdates } from "~/features/projects/index.server";
import type { Db } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import type { PortalMessages, PortalTexts } from "~/lib/portal-texts";
import { fail, ok, type Result } from "~/lib/result";
import { type AssistantAnswer, askAssistant } from "./ai.server";
import { ASK_INTENT } from "./assistant";

/**
 * The assistant box's form: a question, asked in the box of one of the user's projects. A factory over the asker's
 * messages, so a refusal ("Please type a question first.") is in their language.
 */
export const askSchema = (m: PortalMessages) =>
  z.object({
    intent: z.literal(ASK_INTENT),
    prompt: z
      .string({ error: m.insights_prompt_required() })
      .trim()
      .min(1, m.insights_prompt_required())
      .max(2000, m.insights_prompt_too_long()),
    // Any string: an id that is not one of the user's projects is answered 'Project not found' (404).
    projectId: z.string().optional(),
  });
export type AskInput = z.output<ReturnType<typeof askSchema>>;

/**
 * Answers a question asked in one project's box, seeing every project the user may see (the portal's own rule,
 * `listProjectsFor`), so that a question about another of them, or about all, is answered too; in the asker's
 * language (`texts`).
 */
export async function askAboutProject(
  context: { db: Db; env: Env },
  user: SessionUser,
  input: AskInput,
  texts: PortalTexts,
): Promise<Result<AssistantAnswer>> {
  const projects = await listProjectsFor(context.db, user);
  if (!projects.some((p) => p.id === input.projectId)) return fail("not-found", texts.m.insights_project_not_found());
  const ids = projects.map((p) => p.id);
  const connected = projects.filter((p) => p.status === "completed" && p.googleAnalyticsConnected).map((p) => p.id);
  const [updates, reports] = await Promise.all([listUpdates(context.db, ids), listReports(context.db, connected)]);
  // Only what the answer needs: no screenshot keys, no internal ids of other users.
  const data = {
    projects: projects.map(({ assignedFreelancerId: _, clientDeskId: __, clientName: ___, ...p }) => p),
    updates: updates.map(({ projectId, progress, notes, createdAt }) => ({ projectId, progress, notes, createdAt })),
    reports: reports.map(({ id: _, createdBy: __, ...report }) => report),
  };
  return ok(await askAssistant(context.env, input.prompt, data, input.projectId, fetch, texts));
}
