// Lighthouse 12 on every public route and /dashboard/auth, mobile and desktop, median of 5 runs each.
// Prints a table and writes bench/results/lighthouse.json. Run with `npm run bench:lighthouse` (builds first).
// LIGHTHOUSE_ROUTES=/,/pricing and LIGHTHOUSE_FORMS=mobile narrow a run down while working on a page.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { publicPages } from "../app/features/site/pages";
import { homeJsBudget } from "./common";
import { startProductionServer } from "./server";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const extraRoutes = (process.env.LIGHTHOUSE_EXTRA_ROUTES ?? "").split(",").filter(Boolean);
// Every public route and the portal's sign-in page.
const allRoutes = [...publicPages.map((p) => p.path), "/dashboard/auth", ...extraRoutes];
const routes = process.env.LIGHTHOUSE_ROUTES ? process.env.LIGHTHOUSE_ROUTES.split(",") : allRoutes;
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
  jsKbGzip: number;
  cssKbGzip: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function main() {
  const server = await startProductionServer();
  const chrome = await chromeLauncher.launch({
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
  const rows: Row[] = [];
  try {
    for (const route of routes) {
      // A production server is warm: the first render of a route compiles its code, which is not what visitors wait for.
      for (let i = 0; i < 3; i++) await fetch(`${server.url}${route}`);
      for (const formFactor of forms) {
        const runs: Row[] = [];
        for (let i = 0; i < RUNS; i++) {
          const result = await lighthouse(
            `${server.url}${route}`,
            { port: chrome.port, output: "json", logLevel: "error" },
            formFactor === "desktop" ? desktopConfig : undefined,
          );
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`no result for ${route}`);
          const items =
            (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })
              ?.items ?? [];
          const bytes = (type: string) =>
            items
              .filter((item) => item.resourceType === type)
              .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
          runs.push({
            route,
            formFactor,
            performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
            bestPractices: Math.round((lhr.categories["best-practices"]?.score ?? 0) * 100),
            seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
            cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
            lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
            tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
            jsKbGzip: Math.round(bytes("Script") * 10) / 10,
            cssKbGzip: Math.round(bytes("Stylesheet") * 10) / 10,
          });
        }
        // The run with the median performance score stands for the route.
        const perf = median(runs.map((r) => r.performance));
        const row = runs.find((r) => r.performance === perf) ?? (runs[0] as Row);
        rows.push(row);
        console.log(
          `${route.padEnd(20)} ${formFactor.padEnd(8)} perf ${String(row.performance).padStart(3)}  a11y ${row.accessibility}  bp ${row.bestPractices}  seo ${row.seo}  CLS ${row.cls.toFixed(3)}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  JS ${row.jsKbGzip} KB  CSS ${row.cssKbGzip} KB`,
        );
      }
    }
  } finally {
    await chrome.kill();
    server.stop();
  }

  console.log("\n| route | form | perf | a11y | best pr. | SEO | CLS | LCP ms | TBT ms | JS KB gz | CSS KB gz |");
  console.log("|---|---|---|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    console.log(
      `| ${r.route} | ${r.formFactor} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.cls.toFixed(3)} | ${r.lcpMs} | ${r.tbtMs} | ${r.jsKbGzip} | ${r.cssKbGzip} |`,
    );
  }
  const misses = rows.filter(
    (r) =>
      (r.formFactor === "mobile" ? r.performance < 95 || r.lcpMs > 1600 || r.tbtMs > 150 : r.performance < 100) ||
      r.accessibility < 100 ||
      r.bestPractices < 100 ||
      r.seo < 100 ||
      r.cls > 0,
  );
  console.log(`\n${rows.length - misses.length} of ${rows.length} route/form pairs meet every target.`);
  for (const m of misses) console.log(`  missed: ${m.route} ${m.formFactor}`);
  const homeJs = rows.find((r) => r.route === "/")?.jsKbGzip;
  if (homeJs !== undefined) console.log(homeJsBudget(homeJs));
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
