import type { Env } from "~/lib/env.server";
import type { Locale } from "~/lib/locale";
import type { PortalTexts } from "~/lib/portal-texts";
import { type InsightData, localGuidance } from "./guidance";

/**
 * An answer, from the AI service or from the project data. `notice` is set only when a configured service failed:
 * without one, the box says once that answers come from the project data (`assistantConfigured`).
 */
export type AssistantAnswer = { source: "ai" | "local"; text: string; notice?: string };

/**
 * The assistant's texts (docs/product.md, Fli DESK portal), in English: the service's own failures (`status`,
 * `invalidJson`) are a technical detail kept as they are; the notice and the empty answer are said in the asker's
 * language (`insights_ai_unavailable`, `insights_ai_empty`).
 */
export const aiMessages = {
  unavailable: (reason: string) => `AI service unavailable: ${reason}. Showing local guidance...`,
  status: (status: number, detail: string) => `Server responded with ${status}: ${detail}`,
  invalidJson: "Invalid JSON response from Edge Function",
  empty: "No AI response",
} as const;

/** Whether an AI service is configured; the box tells the user when it is not. */
export const assistantConfigured = (env: Env) => Boolean(env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL);

/** The service's instructions: the user's visible projects, their latest updates and reports, and the box asked in. */
/** The language the service is asked to answer in, when the asker's is not English. */
const ANSWER_IN: Record<Locale, string> = { en: "", si: " Answer in Sinhala.", ta: " Answer in Tamil." };

function systemPrompt(data: InsightData, boxProjectId: string | undefined, locale: Locale) {
  const box = data.projects.find((p) => p.id === boxProjectId);
  const context = {
    projects: data.projects,
    latestUpdates: data.updates.slice(0, 20),
    analyticsReports: data.reports,
  };
  return (
    "You are Fli DESK's project assistant for a digital agency. Answer briefly and only from these projects, " +
    "their updates and analytics reports (JSON). A question that names a project is about that project; " +
    `otherwise it is about ${box ? `"${box.title}", the project it was asked from` : "all of them"}.${ANSWER_IN[locale]} ` +
    JSON.stringify(context)
  );
}

async function askService(
  env: Env,
  prompt: string,
  data: InsightData,
  boxProjectId: string | undefined,
  fetchImpl: typeof fetch,
  texts: PortalTexts | undefined,
) {
  const response = await fetchImpl(`${env.AI_BASE_URL?.replace(/\/$/, "")}/chat/completions`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${env.AI_API_KEY}` },
    body: JSON.stringify({
      model: env.AI_MODEL,
      messages: [
        { role: "system", content: systemPrompt(data, boxProjectId, texts?.locale ?? "en") },
        { role: "user", content: prompt },
      ],
    }),
    signal: AbortSignal.timeout(20_000),
  });
  const raw = await response.text();
  if (!response.ok) throw new Error(aiMessages.status(response.status, raw.slice(0, 200)));
  let body: { choices?: { message?: { content?: string } }[] };
  try {
    body = JSON.parse(raw);
  } catch {
    throw new Error(aiMessages.invalidJson);
  }
  return body.choices?.[0]?.message?.content?.trim() || (texts ? texts.m.insights_ai_empty() : aiMessages.empty);
}

/**
 * Asks an OpenAI-compatible chat-completions API about the user's visible projects. Without a configured service
 * the answer comes from the project data (local guidance); when a configured service fails, the same guidance
 * follows the product's 'AI service unavailable' notice. `texts` are the asker's portal texts (English without).
 */
export async function askAssistant(
  env: Env,
  prompt: string,
  data: InsightData,
  boxProjectId?: string,
  fetchImpl: typeof fetch = fetch,
  texts?: PortalTexts,
): Promise<AssistantAnswer> {
  const local = () => localGuidance(prompt, data, boxProjectId, new Date(), texts);
  if (!assistantConfigured(env)) return { source: "local", text: local() };
  try {
    return { source: "ai", text: await askService(env, prompt, data, boxProjectId, fetchImpl, texts) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const notice = texts ? texts.m.insights_ai_unavailable({ reason }) : aiMessages.unavailable(reason);
    return { source: "local", text: local(), notice };
  }
}
