import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Started, start, waitForHealth } from "../setup/process";
import { freePort } from "../setup/scratch";

// `npm run dev`: the app through Vite's dev server, with React Fast Refresh (an edit re-renders in place, state
// kept). The dev server has nothing to do with the database engine, so this runs once, on PGlite.
describe.runIf(process.env.TEST_DB_ENGINE !== "postgres")("the development server", () => {
  let port: number;
  let started: Started;
  let dataDir: string;

  beforeAll(async () => {
    port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), "agency-dev-"));
    started = start({ NODE_ENV: "development", PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port, started, 170_000);
  }, 180_000);

  afterAll(async () => {
    started.child.kill("SIGTERM");
    await started.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves pages with React Fast Refresh wired in", async () => {
    const get = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).text();
    const html = await get("/services");
    const runtime = "/@id/__x00__virtual:react-router/inject-hmr-runtime";
    expect(html).toContain(runtime);
    expect(await get(runtime)).toContain("injectIntoGlobalHook");
    // Each component module registers its components with the refresh runtime, so an edit swaps them in place.
    const module = await get("/app/routes/site/services.tsx");
    expect(module).toContain("$RefreshReg$");
    expect(module).toContain("import.meta.hot");
  }, 60_000);

  it("lists the pages their handles declare in the sitemap and the search, as the build does", async () => {
    const sitemap = await (await fetch(`http://127.0.0.1:${port}/sitemap.xml`)).text();
    expect(sitemap).toContain("/services</loc>");
    expect(sitemap).toContain("/terms-of-service</loc>");
    const search = await (await fetch(`http://127.0.0.1:${port}/search?q=typescript`)).text();
    expect(search).toContain('href="/careers"');
  }, 60_000);
});
