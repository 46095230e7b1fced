// The client's Analytics area with 90 days of figures (issue 32: under 150 ms on PostgreSQL). FLD-CLNT1's two
// projects get a GA4 property and a Search Console site each, and 180 days (the 90 shown and the 90 they are
// compared with) of every day total the imports write: GA4's five, Search Console's four, a Facebook Page's and an
// Instagram account's four each, the manual upload's two; the SEO project's site also gets 50 search queries a
// day (`query:<text>` rows, which keyword tracking reads and the trends must skip). Written straight into the
// store before the production server starts; then GET /dashboard/analytics?days=90 as the client, ANALYTICS_RUNS
// times (50) after 5 to warm up, on PGlite and PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL). Then reads
// the build's route manifest: which routes load the chart library (d3), which must be the chart pages alone.
// Prints tables and writes bench/results/analytics.json. `npm run bench:analytics`.

import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../app/lib/db.server";
import { scratchPostgres } from "../tests/setup/scratch";
import { DAYS, QUERIES, seedFigures } from "./analytics-seed";
import {
  type Engine,
  engines,
  markdownTable,
  round,
  routeManifest,
  routesLoading,
  signIn,
  timePage,
  writeResult,
} from "./common";
import { startProductionServer } from "./server";

const RUNS = Number(process.env.ANALYTICS_RUNS ?? 50);
const TARGET_MS = 150;
const CHART_ROUTES = [
  "routes/dashboard/client/analytics",
  "routes/dashboard/project-analytics",
  "routes/dashboard/keyword-history",
  "routes/dashboard/admin/analytics",
];

/** The production server over a database seeded before it starts (PGlite's directory is the server's alone). */
async function start(engine: Engine, baseUrl?: string) {
  const scratch = engine === "postgres" ? await scratchPostgres("bench_analytics", baseUrl) : null;
  const dataDir = mkdtempSync(path.join(tmpdir(), "agency-bench-analytics-"));
  const database = await openDatabase(scratch ? { kind: "postgres", url: scratch.url } : { kind: "pglite", dataDir });
  const rows = await seedFigures(database.db).finally(() => database.close());
  const server = await startProductionServer(
    scratch ? { DATABASE_URL: scratch.url, SESSION_SECRET: randomBytes(32).toString("hex") } : { DATA_DIR: dataDir },
  );
  const close = async () => {
    await server.stopAndWait();
    rmSync(server.dataDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  };
  return { url: server.url, rows, close };
}

const time = (url: string, cookie: string, pathname: string) => timePage(url, cookie, pathname, RUNS);

/** Which routes load the chunk that holds d3 (d3-color's named colours are in it, and in nothing else). */
function chartRoutes() {
  const manifest = routeManifest();
  const d3 = routesLoading(manifest, "aliceblue");
  return { d3Chunks: d3.chunks, routesLoadingD3: d3.routes, routes: Object.keys(manifest.routes).length };
}

const timed = [];
for (const { engine, baseUrl } of engines()) {
  const server = await start(engine, baseUrl);
  try {
    const cookie = await signIn(server.url, "FLD-CLNT1");
    // The same area over 7 days, and a portal page without charts, as references on the same loaded machine.
    const week = await time(server.url, cookie, "/dashboard/analytics?days=7");
    const projectsPage = await time(server.url, cookie, "/dashboard/projects");
    const measured = await time(server.url, cookie, "/dashboard/analytics?days=90");
    for (const title of ["Traffic per day", "Search per day", "Month over month"]) {
      if (!measured.body.includes(title)) throw new Error(`${engine}: the page has no "${title}"`);
    }
    timed.push({
      engine,
      rows: server.rows,
      path: "/dashboard/projects",
      median: round(projectsPage.median),
      p95: round(projectsPage.p95),
      kb: round(projectsPage.body.length / 1024),
    });
    timed.push({
      engine,
      rows: server.rows,
      path: "/dashboard/analytics?days=7",
      median: round(week.median),
      p95: round(week.p95),
      kb: round(week.body.length / 1024),
    });
    timed.push({
      path: "/dashboard/analytics?days=90",
      engine,
      rows: server.rows,
      median: round(measured.median),
      p95: round(measured.p95),
      kb: round(measured.body.length / 1024),
    });
  } finally {
    await server.close();
  }
}
console.log(
  markdownTable(
    ["database", "rows in the store", "request", "page KB", "median ms", "p95 ms"],
    timed.map((r) => [r.engine, r.rows, `\`${r.path}\``, r.kb, r.median, r.p95]),
  ),
);
for (const r of timed.filter((t) => t.path.endsWith("days=90"))) {
  console.log(
    `${r.engine}: median ${r.median} ms, p95 ${r.p95} ms (target ${TARGET_MS} ms on PostgreSQL): ${r.median <= TARGET_MS ? "met" : "missed"}.`,
  );
}
const built = chartRoutes();
const stray = built.routesLoadingD3.filter((id) => !CHART_ROUTES.includes(id));
console.log(`d3 in ${built.d3Chunks.join(", ") || "no chunk"}; loaded by: ${built.routesLoadingD3.join(", ")}.`);
console.log(
  stray.length === 0
    ? `Only the chart pages load it (of ${built.routes} routes).`
    : `Also loaded by ${stray.join(", ")}: it should not be.`,
);
console.log(
  `Wrote ${writeResult("analytics", { runs: RUNS, targetMs: TARGET_MS, days: DAYS, queries: QUERIES, timed, scripts: built })}`,
);
const postgres = timed.find((t) => t.engine === "postgres" && t.path.endsWith("days=90"));
if (stray.length > 0 || (postgres && postgres.median > TARGET_MS)) process.exitCode = 1;
