// Shared by the benchmarks: which databases to run on, a server on a fresh database per run (the database from
// tests/setup/scratch.ts), signing in to the portal, timing a page, the build's route manifest and which routes
// load a library, Markdown tables and the result files.
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { scratchPostgres } from "../tests/setup/scratch";
import { startProductionServer } from "./server";

export const DEMO_PASSWORD = "DeskDemo#2025";

/** The home page's script budget line: the JavaScript it loads, gzipped as sent (with headers, as Lighthouse counts). */
export function homeJsBudget(kb: number, files?: number) {
  const budgetKb = 160;
  const count = files === undefined ? "" : `${files} files, `;
  return `Home page JavaScript: ${count}${kb.toFixed(1)} KB as sent (budget ${budgetKb} KB): ${kb <= budgetKb ? "met" : "missed"}.`;
}

export type Engine = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server. */
export function engines(): { engine: Engine; baseUrl?: string }[] {
  const baseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  return [{ engine: "pglite" }, ...(baseUrl ? [{ engine: "postgres" as const, baseUrl }] : [])];
}

export type BenchServer = Awaited<ReturnType<typeof startProductionServer>> & {
  engine: Engine;
  /** The PostgreSQL database the server uses (none for PGlite, which the server holds alone). */
  databaseUrl?: string;
  close(): Promise<void>;
};

/** The production build on a fresh database of the given engine (demo data seeded on both). */
export async function startBenchServer(
  engine: Engine,
  baseUrl?: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  if (engine === "postgres" && !baseUrl) throw new Error("PostgreSQL needs a URL");
  const database = engine === "postgres" ? await scratchPostgres("bench", baseUrl) : undefined;
  try {
    const server = await startProductionServer(
      database
        ? // A SESSION_SECRET is required with DATABASE_URL (every process on one database shares it).
          {
            SESSION_SECRET: randomBytes(32).toString("hex"),
            ...env,
            DATABASE_URL: database.url,
            SEED_DEMO_DATA: "true",
          }
        : env,
    );
    return {
      ...server,
      engine,
      databaseUrl: database?.url,
      close: async () => {
        await server.stopAndWait();
        rmSync(server.dataDir, { recursive: true, force: true });
        await database?.drop();
      },
    };
  } catch (error) {
    await database?.drop().catch(() => {});
    throw error;
  }
}

/** Signs in with a demo desk ID; answers the `fld_session=...` pair to send as the Cookie header. */
export async function signIn(serverUrl: string, flideskId: string, password = DEMO_PASSWORD) {
  const response = await fetch(`${serverUrl}/dashboard/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: serverUrl },
    body: new URLSearchParams({ flideskId, password }).toString(),
  });
  const setCookie = response.headers.get("set-cookie") ?? "";
  const match = /fld_session=[^;]+/.exec(setCookie);
  if (response.status !== 302 || !match) {
    throw new Error(`sign-in as ${flideskId} failed: HTTP ${response.status} ${(await response.text()).slice(0, 200)}`);
  }
  return match[0];
}

/** A Markdown table with padded columns, as docs/performance.md writes them. */
export function markdownTable(headers: string[], rows: (string | number)[][]) {
  const cells = rows.map((r) => r.map(String));
  const widths = headers.map((h, i) => Math.max(h.length, 3, ...cells.map((r) => (r[i] ?? "").length)));
  const line = (values: string[]) => `| ${values.map((v, i) => v.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  return [line(headers), `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`, ...cells.map(line)].join("\n");
}

export function machine() {
  return {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: os.loadavg().map((v) => Math.round(v * 100) / 100),
  };
}

const loadAverageAtStart = os.loadavg().map((v) => Math.round(v * 100) / 100);

export function writeResult(name: string, data: unknown) {
  mkdirSync("bench/results", { recursive: true });
  const file = `bench/results/${name}.json`;
  writeFileSync(
    file,
    `${JSON.stringify({ takenAt: new Date().toISOString(), machine: { ...machine(), loadAverageAtStart }, ...(data as object) }, null, 2)}\n`,
  );
  return file;
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

/**
 * Milliseconds for each of `runs` requests of `pathname` (the body read to its end), after 5 untimed ones: the
 * median, the 95th percentile and the last body, for the caller's checks of what the page holds.
 */
export async function timePage(url: string, cookie: string, pathname: string, runs: number) {
  const once = async () => {
    const startAt = performance.now();
    // A redirect (to sign in) is a failure, not a fast page.
    const res = await fetch(`${url}${pathname}`, { headers: { Cookie: cookie }, redirect: "manual" });
    const body = await res.text();
    if (!res.ok) throw new Error(`${pathname}: HTTP ${res.status}`);
    return { ms: performance.now() - startAt, body };
  };
  let last = "";
  for (let i = 0; i < 5; i++) last = (await once()).body;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await once()).ms);
  times.sort((x, y) => x - y);
  return { median: percentile(times, 50), p95: percentile(times, 95), body: last };
}

export const CLIENT_ASSETS = "build/client/assets";

type RouteManifest = { routes: Record<string, { module: string; imports?: string[] }> };

/** The build's route manifest (`manifest-*.js`): each route's module and the chunks it imports. */
export function routeManifest(): RouteManifest {
  const manifestFile = readdirSync(CLIENT_ASSETS).find((f) => /^manifest-.*\.js$/.test(f));
  if (!manifestFile) throw new Error("no route manifest: run `npx react-router build` first");
  const source = readFileSync(path.join(CLIENT_ASSETS, manifestFile), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as RouteManifest;
}

/**
 * Which chunks hold a library, found by a string only its code has, and which routes load one of them: to check
 * that a heavy library reaches only the pages that use it.
 */
export function routesLoading(manifest: RouteManifest, marker: string) {
  const chunks = readdirSync(CLIENT_ASSETS)
    .filter((f) => f.endsWith(".js") && readFileSync(path.join(CLIENT_ASSETS, f), "utf8").includes(marker))
    .map((f) => `/assets/${f}`);
  const routes = Object.entries(manifest.routes)
    .filter(([, r]) => [r.module, ...(r.imports ?? [])].some((f) => chunks.includes(f)))
    .map(([id]) => id);
  return { chunks, routes };
}
