import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { loadEnv } from "~/lib/env.server";
import { loadPortalTexts, PortalTextsProvider } from "~/lib/portal-texts";
import { askAssistant, assistantConfigured } from "./ai.server";
import { AssistantBox } from "./components/assistant-box";

const env = (ai: Record<string, string> = {}) =>
  loadEnv({ NODE_ENV: "test", SESSION_SECRET: "unit-secret-unit-secret-unit-secret-0000", ...ai });
const configured = { AI_BASE_URL: "http://127.0.0.1:9/v1", AI_API_KEY: "sk-unit", AI_MODEL: "tiny" };

const data = {
  projects: [
    {
      id: "shop",
      title: "Kandy Spice Shop",
      status: "pending",
      progress: 0,
      deadline: null,
      createdAt: "2026-11-20T00:00:00Z",
      freelancerName: null,
      googleAnalyticsConnected: false,
    },
  ],
  updates: [],
  reports: [],
};

const Unconfigured = () => <AssistantBox projectId="shop" title="Kandy Spice Shop" configured={false} />;
const Configured = () => <AssistantBox projectId="shop" title="Kandy Spice Shop" configured />;

/** The box as the server renders it on the dashboard. */
async function renderBox(isConfigured: boolean) {
  const handler = createStaticHandler([{ path: "/dashboard", Component: isConfigured ? Configured : Unconfigured }]);
  const context = await handler.query(new Request("http://localhost/dashboard"));
  if (context instanceof Response) throw new Error("the render answered a response");
  // The portal's texts are loaded before the render, as the root's provider has them on a portal page.
  await loadPortalTexts("en");
  return renderToString(
    <PortalTextsProvider locale="en">
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
    </PortalTextsProvider>,
  );
}

describe("the assistant without an AI service", () => {
  it("knows whether a service is configured", () => {
    expect(assistantConfigured(env())).toBe(false);
    expect(assistantConfigured(env(configured))).toBe(true);
  });

  it("answers from the project data with no 'unavailable' notice", async () => {
    const answer = await askAssistant(env(), "what is next?", data, "shop");
    expect(answer).toEqual({
      source: "local",
      text: "Kandy Spice Shop is at 0% (Pending) and has no deadline, with no measurable progress yet. Next: a freelancer is assigned and work starts.",
    });
  });

  it("keeps the product's notice for a configured service that fails", async () => {
    // Port 9 (discard) on this machine refuses the connection: a configured service that cannot be reached.
    const answer = await askAssistant(env(configured), "what is next?", data, "shop");
    expect(answer.source).toBe("local");
    expect(answer.notice).toMatch(/^AI service unavailable: .+\. Showing local guidance\.\.\.$/);
  });

  it("says once, in the box, that answers come from the project data", async () => {
    const note = "Answers come from your project data.";
    const html = await renderBox(false);
    expect(html.split(note)).toHaveLength(2);
    expect(await renderBox(true)).not.toContain(note);
  });
});
