import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { askAssistant } from "~/features/insights/ai.server";
import { testEnv } from "../setup/test-db";

// A local server that speaks the chat-completions protocol, standing in for the AI provider.
let server: Server;
let base = "";
let mode: "ok" | "error" | "garbage" | "empty" = "ok";
const seen: { auth?: string; body: { model: string; messages: { role: string; content: string }[] } }[] = [];

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => resolve(body));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await read(req));
    seen.push({ auth: req.headers.authorization, body });
    if (req.url !== "/v1/chat/completions") return void res.writeHead(404).end();
    if (mode === "error") return void res.writeHead(500, { "Content-Type": "text/plain" }).end("model overloaded");
    if (mode === "garbage") return void res.writeHead(200, { "Content-Type": "application/json" }).end("{oops");
    const content = mode === "empty" ? "" : "Your site is on track.";
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(
      JSON.stringify({
        id: "c1",
        object: "chat.completion",
        choices: [{ index: 0, message: { role: "assistant", content } }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const project = {
  id: "galle",
  title: "Galle Fort Hotel Site",
  status: "in_progress",
  progress: 55,
  deadline: null,
  createdAt: new Date().toISOString(),
  freelancerName: "Nimal Wickramasinghe",
  googleAnalyticsConnected: false,
};

const data = { projects: [project], updates: [], reports: [] };

describe("AI assistant", () => {
  const env = () => testEnv({ AI_BASE_URL: base, AI_API_KEY: "sk-test", AI_MODEL: "tiny-model" });

  it("asks the provider with the user's project as context", async () => {
    mode = "ok";
    const answer = await askAssistant(env(), "How is it going?", data, "galle");
    expect(answer).toEqual({ source: "ai", text: "Your site is on track." });
    const last = seen.at(-1);
    expect(last?.auth).toBe("Bearer sk-test");
    expect(last?.body.model).toBe("tiny-model");
    expect(last?.body.messages[0]?.content).toContain('about "Galle Fort Hotel Site", the project it was asked from');
    expect(last?.body.messages[1]).toEqual({ role: "user", content: "How is it going?" });
  });

  it.each([
    ["error", "AI service unavailable: Server responded with 500: model overloaded. Showing local guidance..."],
    ["garbage", "AI service unavailable: Invalid JSON response from Edge Function. Showing local guidance..."],
  ] as const)("falls back to local guidance when the provider answers %s", async (m, notice) => {
    mode = m;
    const answer = await askAssistant(env(), "project status", data, "galle");
    expect(answer.source).toBe("local");
    expect(answer.notice).toBe(notice);
    expect(answer.text).toContain("Galle Fort Hotel Site is at 55%");
  });

  it("says 'No AI response' for an empty reply", async () => {
    mode = "empty";
    expect((await askAssistant(env(), "hi", data, "galle")).text).toBe("No AI response");
  });

  it("answers from the project data, with no 'unavailable' notice, when no provider is configured", async () => {
    const calls = seen.length;
    const answer = await askAssistant(testEnv(), "who is my freelancer?", data, "galle");
    expect(answer).toEqual({ source: "local", text: "Galle Fort Hotel Site: freelancer Nimal Wickramasinghe." });
    expect(seen).toHaveLength(calls);
  });
});
