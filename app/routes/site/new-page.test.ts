import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { afterEach, describe, expect, it } from "vitest";

// A new public page needs its route in app/routes.ts and its module with a handle; nothing else names it. These
// tests copy the site's route modules aside (the source tree is left alone: other tests read it meanwhile), add a
// probe page module to the copy, and load the copy's sitemap and search through a fresh Vite server, which expands
// the page list's glob as a build does: they see what the next build would list.
let copy: string;
let vite: ViteDevServer | undefined;

async function siteWithProbe(probe: string) {
  copy = mkdtempSync(path.join(os.tmpdir(), "handle-probe-"));
  cpSync("app/routes/site", path.join(copy, "site"), { recursive: true, filter: (file) => !/\.test\./.test(file) });
  symlinkSync(path.resolve("node_modules"), path.join(copy, "node_modules"));
  writeFileSync(
    path.join(copy, "site", "quokka-workshops.tsx"),
    `import type { SitePageHandle } from "~/features/site/page-handle";\n\n${probe}\n\nexport default function Probe() {\n  return null;\n}\n`,
  );
  vite = await createServer({
    configFile: false,
    root: copy,
    logLevel: "silent",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    resolve: { alias: { "~": path.resolve("app"), "#db": path.resolve("db") } },
    esbuild: { jsx: "automatic" },
  });
  return vite;
}

afterEach(async () => {
  await vite?.close();
  vite = undefined;
  rmSync(copy, { recursive: true, force: true });
});

type Loader = (args: unknown) => unknown;
type ContextKeys = typeof import("~/lib/context.server");

describe("a new public page", () => {
  it("is in the sitemap and found by the search from its handle alone", async () => {
    const server = await siteWithProbe(`export const handle = {
  page: {
    path: "/quokka-workshops",
    title: "Quokka Workshops",
    description: "Hands-on workshops for marsupial photographers.",
    changefreq: "yearly",
    cached: true,
    searchText: () => ["wallaby"],
  },
} satisfies SitePageHandle;`);
    const sitemap = (await server.ssrLoadModule("/site/sitemap-xml.ts")) as { loader: Loader };
    // The key as the copy's modules import it: the one the loader reads its settings by.
    const { envContext } = (await server.ssrLoadModule(path.resolve("app/lib/context.server.ts"))) as ContextKeys;
    const context = new RouterContextProvider(new Map([[envContext, { PUBLIC_URL: "https://agency.example" }]]));
    const response = (await sitemap.loader({ context })) as Response;
    const xml = await response.text();
    expect(xml).toContain("<url><loc>https://agency.example/quokka-workshops</loc><changefreq>yearly</changefreq>");
    expect(xml).toContain("<url><loc>https://agency.example/services</loc><changefreq>monthly</changefreq>");
    const search = (await server.ssrLoadModule("/site/search.tsx")) as { loader: Loader };
    for (const q of ["quokka", "Marsupial photographers", "wallaby"]) {
      const found = (await search.loader({ request: new Request(`http://localhost/search?q=${q}`) })) as {
        results: unknown[];
      };
      expect(found.results, q).toEqual([
        {
          path: "/quokka-workshops",
          title: "Quokka Workshops",
          description: "Hands-on workshops for marsupial photographers.",
        },
      ]);
    }
  }, 60_000);

  it("without a handle declaring it stops the page list from loading: it cannot be left out unnoticed", async () => {
    const server = await siteWithProbe("export const handle = { marksHydrated: true };");
    await expect(server.ssrLoadModule("/site/pages.server.ts")).rejects.toThrow(
      "./quokka-workshops.tsx: its `handle` must declare the public page",
    );
  }, 60_000);
});
