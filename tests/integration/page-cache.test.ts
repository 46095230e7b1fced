import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/lib/db.server";
import { publicPages } from "~/routes/site/pages.server";
import { startTestServer, type TestServer } from "../setup/server-build";
import { createTestDatabase, testEnv } from "../setup/test-db";

// The page cache (decision 9) keeps one entry per public page, whatever spelling of its address is asked for:
// routing ignores case, %-escapes and a trailing slash, and every other spelling gets a 301 to the page's address.
let database: Database;
let server: TestServer;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, testEnv());
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

/** `count` different spellings of `path` that routing takes for it: letters in either case, some %-escaped. */
function spellings(path: string, count: number) {
  const found = new Set<string>();
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  while (found.size < count) {
    const spelled = [...path]
      .map((c) => {
        if (!/[a-z]/.test(c)) return c;
        const letter = random() < 0.5 ? c.toUpperCase() : c;
        if (random() > 0.2) return letter;
        const hex = letter.charCodeAt(0).toString(16);
        return `%${random() < 0.5 ? hex : hex.toUpperCase()}`;
      })
      .join("");
    if (spelled !== path) found.add(spelled);
  }
  return [...found];
}

/** Sends every request, `at` a time. */
async function sendAll(paths: string[], at = 8) {
  const answers: { path: string; status: number; location: string | null }[] = [];
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: at }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const res = await fetch(`${server.url}${path}`, { redirect: "manual" });
        await res.arrayBuffer();
        answers.push({ path, status: res.status, location: res.headers.get("location") });
      }
    }),
  );
  return answers;
}

describe("the page cache and the spellings of an address", () => {
  it("answers thousands of spellings of public pages with a 301 to the one address, and holds one entry each", async () => {
    const paths = [
      ...spellings("/terms-of-service", 2_000),
      ...spellings("/services", 400),
      "/services/",
      "/Pricing",
      "/%70ricing",
    ];
    const answers = await sendAll(paths);
    const wrong = answers.filter((a) => a.status !== 301);
    expect(wrong.slice(0, 5)).toEqual([]);
    for (const a of answers) {
      // The page's own address: the spelling decoded, in lower case, without a trailing slash.
      const canonical = decodeURIComponent(a.path).toLowerCase().replace(/\/$/, "");
      expect(["/terms-of-service", "/services", "/pricing"]).toContain(canonical);
      expect(a.location).toBe(canonical);
    }
    // The redirects stored nothing; the pages' own addresses are stored once each.
    expect(server.pages.size().entries).toBe(0);
    for (const page of ["/terms-of-service", "/services", "/pricing"]) {
      const first = await fetch(`${server.url}${page}`);
      expect(first.status).toBe(200);
      await first.text();
    }
    const again = await fetch(`${server.url}/terms-of-service`);
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(server.pages.size().entries).toBe(3);
    expect(server.pages.size().bytes).toBeLessThan(1024 * 1024);
    // 2,400 requests: 8 s on a quiet machine, past the default 30 s when other test files load it.
  }, 120_000);

  it("keeps the query when it redirects, and leaves other routes' addresses alone", async () => {
    const res = await fetch(`${server.url}/PRICING?error=payment_failed`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/pricing?error=payment_failed");
    // Not a cached page: a desk ID in the portal, or an unknown page, is answered where it was asked.
    expect((await fetch(`${server.url}/Dashboard/auth`, { redirect: "manual" })).status).not.toBe(301);
    expect((await fetch(`${server.url}/no-such-PAGE`, { redirect: "manual" })).status).toBe(404);
  });

  it("keeps the pages whose route's handle says cached, and no other route's answer", async () => {
    const cached = publicPages.filter((page) => page.cached).map((page) => page.path);
    expect(cached.length).toBeGreaterThan(10);
    for (const path of cached) {
      await (await fetch(`${server.url}${path}`)).text();
      expect((await fetch(`${server.url}${path}`)).headers.get("x-cache"), path).toBe("HIT");
    }
    const held = server.pages.size().entries;
    // The search, the wizard, the demo, the sign-in page and the 404 declare no cached page.
    for (const path of ["/search", "/onboarding", "/flidesk-demo", "/dashboard/auth", "/no-such-page"]) {
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${server.url}${path}`);
        await res.arrayBuffer();
        expect(res.headers.get("x-cache"), path).toBeNull();
      }
    }
    expect(server.pages.size().entries).toBe(held);
  });
});
