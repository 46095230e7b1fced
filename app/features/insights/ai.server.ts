import type { Env } from "~/lib/env.server";
import { type InsightProject, type InsightUpdate, localGuidance } from "./guidance";

export type AssistantAnswer = { source: "ai" | "local"; text: string; notice?: string };

/** The assistant's texts (docs/product.md, Fli DESK portal). */
export const aiMessages = {
  unavailable: (reason: string) => `AI service unavailable: ${reason}. Showing local guidance...`,
  status: (status: number, detail: string) => `Server responded with ${status}: ${detail}`,
  invalidJson: "Invalid JSON response from Edge Function",
  empty: "No AI response",
} as const;

/**
 * Asks an OpenAI-compatible chat-completions API about the user's visible projects; on any failure, or when no
 * service is configured, answers with local guidance computed from the same projects.
 */
export async function askAssistant(
  env: Env,
  prompt: string,
  projects: InsightProject[],
  updatesOf: (title: string) => InsightUpdate[],
  fetchImpl: typeof fetch = fetch,
): Promise<AssistantAnswer> {
  const local = () => localGuidance(prompt, projects, updatesOf);
  if (!env.AI_BASE_URL || !env.AI_API_KEY || !env.AI_MODEL) {
    return { source: "local", text: local(), notice: aiMessages.unavailable("not configured") };
  }
  try {
    const response = await fetchImpl(`${env.AI_BASE_URL.replace(/\/$/, "")}/chat/completions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${env.AI_API_KEY}` },
      body: JSON.stringify({
        model: env.AI_MODEL,
        messages: [
          {
            role: "system",
            content:
              "You are Fli DESK's project assistant for a digital agency. Answer briefly and only from these projects " +
              `(JSON): ${JSON.stringify(projects)}`,
          },
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
    const text = body.choices?.[0]?.message?.content?.trim();
    return { source: "ai", text: text || aiMessages.empty };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { source: "local", text: local(), notice: aiMessages.unavailable(reason) };
  }
}
