// Lighthouse 12 on every public route and /dashboard/auth, mobile and desktop, median of 5 runs each.
// Prints a table and writes bench/results/lighthouse.json. Run with `npm run bench:lighthouse` (builds first).
// LIGHTHOUSE_ROUTES=/,/pricing and LIGHTHOUSE_FORMS=mobile narrow a run down while working on a page.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { homeJsBudget } from "./common";
import { startProductionServer } from "./server";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const extraRoutes = (process.env.LIGHTHOUSE_EXTRA_ROUTES ?? "").split(",").filter(Boolean);
const forms = (process.env.LIGHTHOUSE_FORMS ?? "mobile,desktop").split(",") as ("mobile" | "desktop")[];
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

type Row = {
  route: string;
  formFactor: "mobile" | "desktop";
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  jsKbGzip: number;
  cssKbGzip: number;
  /** Lighthouse's own measure of this machine's CPU speed (higher is faster); figures from machines far apart differ. */
  benchmarkIndex: number;
  /** Why a run lost points outside performance: each failing audit of accessibility, best practices and SEO. */
  problems: string[];
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

function launchChrome() {
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
}

/** One Lighthouse run of `url`: the four scores, the vitals and the bytes of script and style sent. */
async function audit(
  url: string,
  route: string,
  formFactor: Row["formFactor"],
  port: number,
): Promise<Row | { broken: string }> {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error" },
    formFactor === "desktop" ? desktopConfig : undefined,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no result for ${route}`);
  // Lighthouse sometimes fails to record its own trace (NO_NAVSTART): every audit that reads it errors, and a
  // category holding one has no score. That run measured nothing about the page: it is taken again.
  const broken = Object.values(lhr.audits).find((a) => a.scoreDisplayMode === "error");
  if (lhr.runtimeError || broken) return { broken: lhr.runtimeError?.message ?? broken?.errorMessage ?? "error" };
  const items =
    (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })
      ?.items ?? [];
  const kb = (type: string) =>
    Math.round(
      (items.filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0) /
        1024) *
        10,
    ) / 10;
  const score = (name: string) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
  const problems = ["accessibility", "best-practices", "seo"].flatMap((name) =>
    (lhr.categories[name]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== 1)
      .map((ref) => `${name}: ${ref.id} ${lhr.audits[ref.id]?.errorMessage ?? `scored ${lhr.audits[ref.id]?.score}`}`),
  );
  // A layout shift, however small, names the elements that moved.
  const shifts =
    (lhr.audits["layout-shifts"]?.details as { items?: { node?: { selector?: string }; score?: number }[] })?.items ??
    [];
  for (const shift of shifts) problems.push(`layout shift ${shift.score?.toFixed(4)} of ${shift.node?.selector}`);
  return {
    route,
    formFactor,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
    speedIndexMs: Math.round(lhr.audits["speed-index"]?.numericValue ?? 0),
    jsKbGzip: kb("Script"),
    cssKbGzip: kb("Stylesheet"),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    problems,
  };
}

/**
 * RUNS audits of a route, summed up metric by metric: the median of the performance score, LCP, TBT and Speed
 * Index (each on its own, so one slow run does not stand for the route), the worst of the other scores and of CLS
 * (a single failing run is a failure), and the LCP and TBT of every run, so the spread shows.
 */
async function medianAudit(url: string, route: string, formFactor: Row["formFactor"], port: number) {
  const runs: Row[] = [];
  for (let attempt = 0; runs.length < RUNS; attempt++) {
    const run = await audit(url, route, formFactor, port);
    if (!("broken" in run)) runs.push(run);
    else if (attempt < RUNS * 2)
      console.log(`  (${route} ${formFactor}: a run Lighthouse could not record, taken again: ${run.broken})`);
    else throw new Error(`Lighthouse keeps failing on ${route} ${formFactor}: ${run.broken}`);
  }
  const of = (key: keyof Row) => runs.map((r) => r[key] as number);
  const row: Row = {
    ...(runs[0] as Row),
    performance: median(of("performance")),
    accessibility: Math.min(...of("accessibility")),
    bestPractices: Math.min(...of("bestPractices")),
    seo: Math.min(...of("seo")),
    cls: Math.max(...of("cls")),
    lcpMs: median(of("lcpMs")),
    tbtMs: median(of("tbtMs")),
    speedIndexMs: median(of("speedIndexMs")),
    benchmarkIndex: median(of("benchmarkIndex")),
    problems: [...new Set(runs.flatMap((r) => r.problems))],
  };
  console.log(
    `${route.padEnd(20)} ${formFactor.padEnd(8)} perf ${String(row.performance).padStart(3)}  a11y ${row.accessibility}  bp ${row.bestPractices}  seo ${row.seo}  CLS ${row.cls.toFixed(4)}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  SI ${row.speedIndexMs} ms  JS ${row.jsKbGzip} KB  CSS ${row.cssKbGzip} KB  (runs: LCP ${of("lcpMs").join("/")}, TBT ${of("tbtMs").join("/")})`,
  );
  return row;
}

function printSummary(rows: Row[]) {
  console.log(
    "\n| route | form | perf | a11y | best pr. | SEO | CLS | LCP ms | TBT ms | SI ms | JS KB gz | CSS KB gz |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    console.log(
      `| ${r.route} | ${r.formFactor} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.cls.toFixed(4)} | ${r.lcpMs} | ${r.tbtMs} | ${r.speedIndexMs} | ${r.jsKbGzip} | ${r.cssKbGzip} |`,
    );
  }
  const misses = rows.filter(
    (r) =>
      (r.formFactor === "mobile" ? r.performance < 95 || r.lcpMs > 1000 || r.tbtMs > 150 : r.performance < 100) ||
      r.accessibility < 100 ||
      r.bestPractices < 100 ||
      r.seo < 100 ||
      r.cls > 0,
  );
  console.log(`\n${rows.length - misses.length} of ${rows.length} route/form pairs meet every target.`);
  for (const m of misses)
    console.log(`  missed: ${m.route} ${m.formFactor}${m.problems.length ? ` (${m.problems.join("; ")})` : ""}`);
  const indexes = rows.map((r) => r.benchmarkIndex);
  console.log(
    `Machine speed (Lighthouse benchmark index, higher is faster): ${median(indexes)} median, ${Math.min(...indexes)}-${Math.max(...indexes)}.`,
  );
  console.log(scriptFontsInstalled());
  const homeJs = rows.find((r) => r.route === "/")?.jsKbGzip;
  if (homeJs !== undefined) console.log(homeJsBudget(homeJs));
}

/**
 * Every public route, as the server's sitemap lists them (the pages' own handles), and the portal's sign-in page;
 * or the routes LIGHTHOUSE_ROUTES names.
 */
async function routesToAudit(serverUrl: string) {
  if (process.env.LIGHTHOUSE_ROUTES) return process.env.LIGHTHOUSE_ROUTES.split(",");
  const sitemap = await (await fetch(`${serverUrl}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "/").pathname);
  if (!pages.length) throw new Error("The sitemap lists no page");
  return [...pages, "/dashboard/auth", ...extraRoutes];
}

async function main() {
  const server = await startProductionServer();
  const routes = await routesToAudit(server.url);
  const chrome = await launchChrome();
  const rows: Row[] = [];
  try {
    for (const route of routes) {
      // A production server is warm: the first render of a route compiles its code, which is not what visitors wait for.
      for (let i = 0; i < 3; i++) await fetch(`${server.url}${route}`);
      for (const formFactor of forms)
        rows.push(await medianAudit(`${server.url}${route}`, route, formFactor, chrome.port));
    }
  } finally {
    await chrome.kill();
    server.stop();
  }
  printSummary(rows);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    "bench/results/lighthouse.json",
    JSON.stringify(
      {
        takenAt: new Date().toISOString(),
        machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30) },
        runs: RUNS,
        rows,
      },
      null,
      2,
    ),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * Whether this machine has a font for Sinhala and for Tamil: without one, those pages load Noto before they show
 * (decision 54) and their LCP counts it. A reader's phone has one; install `fonts-noto-core` to measure as it.
 */
function scriptFontsInstalled() {
  const has = (lang: string) => {
    try {
      return execFileSync("fc-list", [`:lang=${lang}`, "family"], { encoding: "utf8" }).trim() ? "yes" : "no";
    } catch {
      return "unknown (no fc-list)";
    }
  };
  return `System font for Sinhala: ${has("si")}; for Tamil: ${has("ta")}.`;
}
